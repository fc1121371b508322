import type { Config } from '../config';
import type { DeliveryStore, DueDelivery } from './delivery-store';
import type { Notifier } from '../notifiers/notifier';
import { HELD_NAMED_MAX } from '../intake/flood-cap';

export type Outbox = {
  /** Starts polling for due deliveries. */
  start(): void;
  /** Looks for due deliveries now (called right after a message commits). */
  kick(): void;
  /** One pass over the due deliveries; resolves with how many were attempted. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the pass in progress, if any. */
  stop(): Promise<void>;
};

export type OutboxOptions = {
  /** Where the deliveries are: SQLite (stores/sqlite/sqlite-deliveries.ts) or any other DeliveryStore. */
  deliveries: DeliveryStore;
  notifiers: readonly Notifier[];
  now?: () => number;
  pollMs?: number;
  batchSize?: number;
  /** A send that has not finished by then counts as failed and is retried (default 60 s); it may still land, so the owner can get it twice. */
  sendTimeoutMs?: number;
  /**
   * How long a claim on a delivery keeps other instances off it (default: long enough to send the
   * whole claimed batch one by one, and 30 s). Past it, a claim whose instance died is taken over
   * and the delivery retried.
   */
  leaseMs?: number;
  /** Milliseconds to wait after the given number of failed attempts. */
  backoff?: (attempts: number) => number;
  log?: (line: string) => void;
};


const SEND_TIMEOUT_MS = 60_000;
const BASE_DELAY_MS = 10_000;
// An owner who mends a failing channel should not wait an hour for the messages queued behind it.
const MAX_DELAY_MS = 10 * 60_000;

/**
 * 10 s, 20 s, 40 s … (from `baseMs`, NOTIFY_RETRY_SECONDS) capped at 10 minutes, each ±20 % so
 * failed deliveries do not retry in lockstep.
 */
export function defaultBackoff(attempts: number, random: () => number = Math.random, baseMs = BASE_DELAY_MS): number {
  const delay = Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/**
 * Delivers notifications from the `deliveries` table. A row leaves the queue only when its channel
 * accepted it; a failure records the error and a later attempt. Messages are never deleted. Each
 * pass claims the rows it sends (a lease), so instances sharing the database never send the same
 * one while they are healthy. If the process dies between a send and its record, that notification
 * is sent again once its lease expires: at least once, and only the one that was in flight.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { deliveries, notifiers } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 2_000;
  // Claimed together, then sent one at a time per channel (see pass): the claim's lease covers them all.
  const batchSize = options.batchSize ?? 4;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const leaseMs = options.leaseMs ?? sendTimeoutMs * batchSize + 30_000;
  const backoff = options.backoff ?? ((attempts: number) => defaultBackoff(attempts));
  const log = options.log ?? ((line: string) => console.error(line));
  const byChannel = new Map(notifiers.map((n) => [n.channel, n]));
  const channels = [...byChannel.keys()];

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(row: DueDelivery): Promise<void> {
    const notifier = byChannel.get(row.channel);
    if (!notifier) return;
    // Queued behind slow sends until its claim ran out: another instance may have it now.
    if (now() >= row.leaseUntil) return;
    let sent = false;
    try {
      // Socket timeouts restart with every byte, so a server that trickles could hold the pass, and
      // with it every other channel's deliveries, for ever. Past the deadline the attempt counts as
      // failed and is retried later; if the slow send still gets through meanwhile, the owner hears
      // of that message twice, which at-least-once delivery (above) accepts over hearing nothing.
      // A digest names what is held as it goes out, so a retry names what came meanwhile too.
      const held = row.digest ? await deliveries.heldSinceDigest(row.messageId, HELD_NAMED_MAX) : undefined;
      await withDeadline(notifier.send({ id: row.messageId, email: row.email, message: row.message, createdAt: row.createdAt, digest: row.digest, ...(held ? { held } : {}) }), sendTimeoutMs);
      sent = true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const reason = describe(error);
      log(`folio: ${row.channel} notification for message ${row.messageId} failed (attempt ${attempts}): ${reason}`);
      await record(() => deliveries.markFailed(row, { attempts, nextAttemptAt: now() + backoff(attempts), error: reason.slice(0, 500) }), row);
    }
    // A send that went out is never recorded as failed: if the record cannot be written (the
    // database is away), the claim runs out and it is sent again, once, rather than retried now.
    if (sent) await record(() => deliveries.markDelivered(row, now()), row);
  }

  async function record(write: () => Promise<void>, row: DueDelivery): Promise<void> {
    try {
      await write();
    } catch (error) {
      log(`folio: could not record the ${row.channel} notification for message ${row.messageId}: ${describe(error)}; it is retried when its claim runs out`);
    }
  }

  async function pass(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const rows = await deliveries.claimDue({ channels, now: now(), limit: batchSize, leaseMs });
      // One send at a time on each channel, the channels side by side: a slow mail server holds
      // up no webhook, and a crash leaves at most one send per channel half done (sent again).
      const queues = new Map<string, DueDelivery[]>();
      for (const row of rows) queues.set(row.channel, [...(queues.get(row.channel) ?? []), row]);
      await Promise.all(
        [...queues.values()].map(async (queue) => {
          for (const row of queue) await deliver(row);
        }),
      );
      attempted += rows.length;
      // A full batch may mean more are due; a kick during the pass may have added some.
      if (stopped || (rows.length < batchSize && !again)) return attempted;
      again = false;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      // A kick that landed after the pass's last look would otherwise wait for the next poll.
      if (again && !stopped) {
        again = false;
        runOnce().catch(report);
      }
    });
    return running;
  }

  function report(error: unknown): void {
    log(`folio: the outbox pass failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().catch(report).finally(schedule), pollMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      if (timer === undefined) schedule();
    },
    kick() {
      if (!stopped && channels.length > 0) void runOnce().catch(report);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

// fetch() reports every network failure as "fetch failed"; the cause says what actually happened.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message}: ${cause}` : error.message;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`}`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The outbox a configuration asks for, on every runtime: none without a channel, NOTIFY_LEASE_SECONDS as its lease, NOTIFY_RETRY_SECONDS its first wait. */
export function configuredOutbox(config: Pick<Config, 'notifyLeaseSeconds' | 'notifyRetrySeconds'>, deliveries: DeliveryStore, notifiers: readonly Notifier[]): Outbox | undefined {
  if (notifiers.length === 0) return undefined;
  const backoff = (attempts: number) => defaultBackoff(attempts, Math.random, config.notifyRetrySeconds * 1000);
  return createOutbox({ deliveries, notifiers, backoff, ...(config.notifyLeaseSeconds === undefined ? {} : { leaseMs: config.notifyLeaseSeconds * 1000 }) });
}
