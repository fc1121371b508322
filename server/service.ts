import type { Context, Hono } from 'hono';
import type { RequestSource } from './http/request-source';
import { createApp } from './app';
import type { CorpusSource } from './assistants/corpus-source';
import type { Config } from './config';
import type { Notifier } from './notifiers/notifier';
import { configuredOutbox } from './outbox/outbox';
import { dayOf } from './owner/insights/counting-rules';
import { BEACONS_PER_MINUTE } from './owner/insights/insights-bounds';
import { purgeVisits } from './owner/insights/insights-store';
import { retention, spamTrim } from './retention';
import type { OwnerPage } from './owner/page/owner-page';
import type { StaticSite } from './site/static-site';
import type { MessageStore, StoreOptions } from './stores/message-store';

/** How often Node's timer asks the retention purge whether it is due (it runs at most hourly). */
const PURGE_CHECK_MS = 600_000;

/** What only the runtime can give the service: each request's peer, its notifiers, the site, and how work outlives an answer. */
export type Runtime = {
  /** What the runtime knows of each request (http/node-request.ts, the Worker's, the functions'). */
  source: RequestSource;
  /** The channels it can reach: Node all of them; a Worker only those over HTTP (no SMTP there). */
  notifiers: readonly Notifier[];
  /** The built site; omitted when the service runs API-only (the site is on a CDN). */
  site?: StaticSite;
  /** The owner's page at /owner/, from the build's owner/ folder. */
  ownerPage?: OwnerPage;
  /** The build's public facts for the MCP endpoint (assistants/corpus-source.ts). */
  assistants?: CorpusSource;
  /**
   * Keeps the delivery pass a stored message starts alive after the answer: a Worker's or a
   * platform's `waitUntil`. Without it (Node) the outbox runs in the process and a message only
   * wakes it.
   */
  waitUntil?: (c: Context, work: Promise<unknown>) => void;
};

/** The whole message service: the app, and the background work the runtime schedules. */
export type Service = {
  /** Answers Web Requests: the API under /api and, if given, the site. */
  app: Hono;
  /** The notification channels configured, for the start-up line. */
  channels: readonly string[];
  /** For a long-running process (Node): polls the outbox, including what was left before a restart, and purges on a timer. */
  start(): void;
  /**
   * For a schedule (the Worker's Cron Trigger, the functions' drain): one delivery pass, then the
   * RETENTION_DAYS purge when due, whatever the pass did; resolves with how many notifications it attempted.
   */
  drain(): Promise<number>;
  /** Waits for the delivery pass in progress, then closes notifiers and the store. */
  close(): Promise<void>;
  /** Closes notifiers and the store now, without waiting for deliveries (a shutdown that ran out of time). */
  abort(): void;
};

/** What a store is opened with for these settings and channels: each message is queued for each channel, under the flood cap. */
export function storeOptionsFor(config: Pick<Config, 'notifyPerHour' | 'spamBound'>, notifiers: readonly Notifier[]): StoreOptions {
  return { channels: notifiers.map((n) => n.channel), notifyPerHour: config.notifyPerHour, spamBound: config.spamBound };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const reportPass = (error: unknown) => console.error(`folio: the outbox pass failed: ${reason(error)}`);
const reportPurge = (error: unknown) => console.error(`folio: RETENTION_DAYS purge failed: ${reason(error)}`);
const reportTrim = (error: unknown) => console.error(`folio: the spam bound's trim failed: ${reason(error)}`);
const reportVisits = (error: unknown) => console.error(`folio: deleting past days' visitor hashes failed: ${reason(error)}`);

/**
 * Builds the service every runtime runs, from the settings and a store opened with
 * `storeOptionsFor` (runtimes/node-service.ts, runtimes/worker.ts, runtimes/functions.ts; the
 * dev server through node-service): the same app, outbox, limits and retention everywhere, so a
 * runtime only adapts requests and the schedule.
 */
export function createService(config: Config, store: MessageStore, runtime: Runtime): Service {
  const { notifiers, waitUntil } = runtime;
  const outbox = configuredOutbox(config, store.deliveries, notifiers);
  const kept = retention(config.retentionDays, (before) => store.purge(before));
  const trimmed = spamTrim(() => store.trimSpam());
  // The insights' salts and visitor hashes outlive their day by no more than this work's period,
  // even when no beacon comes after midnight to clear them (a hit clears them too). Once a day is
  // enough: what a purge leaves is the day's own.
  let forgotten = '';
  const forgetVisits = async () => {
    const today = dayOf(Date.now());
    if (today === forgotten) return;
    await purgeVisits(store.sql, today);
    forgotten = today;
  };
  const app = createApp({
    store,
    source: runtime.source,
    config,
    site: runtime.site,
    // The owner's inbox under /owner/api; a release queues the message for the channels configured now.
    inbox: { channels: notifiers.map((n) => n.channel) },
    ...(runtime.ownerPage ? { ownerPage: runtime.ownerPage } : {}),
    ...(runtime.assistants ? { assistants: runtime.assistants } : {}),
    proofLedger: store.proofLedger,
    // Sent at once rather than at the next poll; where nothing may run after the answer, under waitUntil.
    outbox: outbox ? { kick: (c) => (waitUntil ? waitUntil(c, outbox.runOnce().catch(reportPass)) : outbox.kick()) } : undefined,
    // The store's own count, so every instance over one database shares the limit.
    ...(config.rateLimitPerMinute > 0 ? { rateLimiter: store.rateLimiter(config.rateLimitPerMinute) } : {}),
    // The beacon's, always on: insights count what a reader did, not what a script sent (issue 40).
    beaconLimiter: store.rateLimiter(BEACONS_PER_MINUTE),
  });

  let purging: NodeJS.Timeout | undefined;
  const purgeNow = () => {
    void forgetVisits().catch(reportVisits);
    void kept.due().catch(reportPurge);
    void trimmed.due().catch(reportTrim);
  };
  const closeNotifiers = () => {
    for (const notifier of notifiers) notifier.close?.();
  };
  return {
    app,
    channels: notifiers.map((n) => n.channel),
    start() {
      outbox?.start();
      outbox?.kick();
      // Always: the visitor hashes of a day that is over go whatever RETENTION_DAYS says.
      purgeNow();
      purging = setInterval(purgeNow, PURGE_CHECK_MS);
      purging.unref();
    },
    async drain() {
      try {
        return outbox ? await outbox.runOnce() : 0;
      } finally {
        // After the deliveries, so a purge that fails never costs a pass, and whatever the pass did.
        await forgetVisits().catch(reportVisits);
        await kept.due().catch(reportPurge);
        await trimmed.due().catch(reportTrim);
      }
    },
    async close() {
      clearInterval(purging);
      await outbox?.stop();
      closeNotifiers();
      await store.close();
    },
    abort() {
      closeNotifiers();
      void store.close();
    },
  };
}
