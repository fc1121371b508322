import type { NewMessage } from '../intake/new-message';
import type { ProofLedger } from '../intake/proof-of-work';
import type { SharedRateLimiter } from '../intake/rate-limit';
import type { SpamBound } from '../intake/spam-bound';
import type { DeliveryStore } from '../outbox/delivery-store';
import type { MessagePage, PageQuery } from './message-page';
import type { SqlRunner } from './sql-runner';

/** What every store is opened with: the notification channels, the flood cap, and (in tests) a clock. */
export type StoreOptions = {
  /** Notification channels configured now; each new non-spam message gets one outbox row per channel. */
  channels?: readonly string[];
  /** The flood cap, NOTIFY_MAX_PER_HOUR (intake/flood-cap.ts): past it messages are held (0: no cap). */
  notifyPerHour?: number;
  /** SPAM_MAX_MB, SPAM_MAX_ROWS, SPAM_KEEP_DAYS (intake/spam-bound.ts): what spam may take; none when omitted. */
  spamBound?: SpamBound;
  now?: () => number;
};

/**
 * The database that keeps messages, whichever it is: a SQLite file (stores/sqlite/), PostgreSQL
 * (stores/postgres/) or Cloudflare D1 (stores/d1/). The service is built over this alone
 * (service.ts), so every runtime runs the same app; store-contract.test.ts holds all three to it.
 * It carries no driver handle: what the owner's commands or the tests read, they read through a
 * connection of their own.
 */
export type MessageStore = {
  /**
   * Stores a message with its outbox rows (one per channel; none for spam; the flood cap may hold
   * it) in one transaction; resolves with its id once that has committed.
   */
  add(message: NewMessage): Promise<number>;
  /** The outbox's claims and records over the same database. */
  readonly deliveries: DeliveryStore;
  /** The sliding-window limit counted in the database, so every instance over it shares one limit. */
  rateLimiter(perMinute: number): SharedRateLimiter;
  /** Deletes spam and held messages received before `before` (RETENTION_DAYS); resolves with how many. */
  purge(before: number): Promise<number>;
  /**
   * Drops the oldest spam past the spam bound (its bytes, rows and age; only messages the checks
   * filed as spam); resolves with how many. `add` does this itself as spam comes in; the service
   * calls it hourly for the age. Nothing without a bound.
   */
  trimSpam(): Promise<number>;
  /** One page of the owner's list, newest first (stores/message-page.ts): what `npm run messages` reads. */
  listPage(query: PageQuery): Promise<MessagePage>;
  /** The proof of work's signing key (made by the migrations) and its spent solutions. */
  readonly proofLedger: ProofLedger;
  /** The same database for what is written once for every driver (the owner's sessions, passkeys, inbox, insights). */
  readonly sql: SqlRunner;
  /** Writes what is queued, then closes the connections; later `add` calls reject. */
  close(): Promise<void>;
};
