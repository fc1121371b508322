import type { CorpusSource } from '../assistants/corpus-source';
import type { Config } from '../config';
import { nodeListener, type NodeListener } from '../http/node-listener';
import { nodeRequestSource } from '../http/node-request';
import { notifiersFrom } from '../notifiers/from-config';
import { createService, storeOptionsFor, type Service } from '../service';
import type { OwnerPage } from '../owner/page/owner-page';
import type { StaticSite } from '../site/static-site';
import { openConfiguredStore } from '../stores/configured-store';

/** The message service on Node: what `npm start` and the dev server both run. */
export type NodeService = Service & {
  /** Answers a Node request with the service's app. */
  listener: NodeListener;
};

export type NodeServiceOptions = {
  config: Config;
  site?: StaticSite;
  /** The owner's page (/owner/), read from the build at start. */
  ownerPage?: OwnerPage;
  /** The build's public facts for the MCP endpoint. */
  assistants?: CorpusSource;
  /** Filled in for a request without Host (HTTP/1.0); an IPv6 one needs its brackets. */
  hostname?: string;
};

/**
 * Opens the store and notifiers the configuration names and builds the service over them; the
 * outbox and the retention purge then run in this process (`start`). Rejects if the database
 * cannot be opened; `storePathProblem` (stores/configured-store.ts) says whether that is the path's fault.
 */
export async function openNodeService({ config, site, ownerPage, assistants, hostname }: NodeServiceOptions): Promise<NodeService> {
  const notifiers = notifiersFrom(config);
  const store = await openConfiguredStore(config, storeOptionsFor(config, notifiers));
  const service = createService(config, store, { source: nodeRequestSource, notifiers, ...(site ? { site } : {}), ...(ownerPage ? { ownerPage } : {}), ...(assistants ? { assistants } : {}) });
  return { ...service, listener: nodeListener(service.app, hostname) };
}
