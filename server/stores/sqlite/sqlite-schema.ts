import type Database from 'better-sqlite3';

/**
 * Migrations in order, for SQLite and D1 alike (D1 applies them as the files in d1-migrations/,
 * which a test keeps equal to these); `PRAGMA user_version` records how many have run. Append, never edit:
 * an owner's database may be at any earlier version.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE messages (
    id         INTEGER PRIMARY KEY,
    email      TEXT    NOT NULL,
    message    TEXT    NOT NULL,
    created_at TEXT    NOT NULL,                 -- ISO-8601 UTC
    spam       INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
    client     TEXT                              -- address the rate limit counted, for spotting abuse
  );
  -- The outbox: one row per message and notification channel, written with the message.
  CREATE TABLE deliveries (
    message_id      INTEGER NOT NULL REFERENCES messages (id),
    channel         TEXT    NOT NULL,            -- 'email' | 'webhook'
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,            -- epoch milliseconds
    delivered_at    TEXT,                        -- ISO-8601 UTC, NULL while pending
    last_error      TEXT,
    PRIMARY KEY (message_id, channel)
  ) WITHOUT ROWID;
  CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  // A claim on a delivery: the instance that set it sends it, and no other until it expires (the
  // claimer crashed or hung), so several instances over one database notify each message once.
  `
  ALTER TABLE deliveries ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0; -- epoch milliseconds
  `,
  // The rate limit's accepted times, per client, for the last minute, so that every instance over
  // the file (or the D1 database) counts against one limit.
  `
  CREATE TABLE rate_hits (
    client TEXT    NOT NULL,
    at     INTEGER NOT NULL                      -- epoch milliseconds
  );
  CREATE INDEX rate_hits_client_at ON rate_hits (client, at);
  `,
  // The flood cap: past a number of notified messages an hour, messages are stored but held (not
  // notified one by one), and the first held one of the hour is sent as a digest.
  `
  ALTER TABLE messages ADD COLUMN held INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1));
  ALTER TABLE deliveries ADD COLUMN digest INTEGER NOT NULL DEFAULT 0 CHECK (digest IN (0, 1));
  -- Only the messages the cap counts: at most the cap an hour, however large the flood.
  CREATE INDEX messages_notified_at ON messages (created_at) WHERE spam = 0 AND held = 0;
  CREATE INDEX deliveries_digests ON deliveries (message_id) WHERE digest = 1;
  `,
  // The cap counts the hour's notifications in the outbox instead: that index had a row for every
  // message (with no channel, for all of them) and cost 12% of POST throughput; the outbox has
  // rows only for what is notified, at most the cap's worth an hour.
  `
  DROP INDEX messages_notified_at;
  CREATE INDEX deliveries_recent ON deliveries (channel, next_attempt_at) WHERE digest = 0;
  `,
  // Why a message was judged spam (the honeypot, a content rule), for the owner's list.
  `
  ALTER TABLE messages ADD COLUMN spam_reason TEXT;
  `,
  // The proof of work (proof-of-work.ts): the key its challenges are signed with, made here so
  // every instance over the database shares it and no owner has to make one; and the solutions
  // already used, each kept until its challenge expires, so one solution sends one message.
  `
  CREATE TABLE secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) WITHOUT ROWID;
  INSERT INTO secrets (name, value) VALUES ('proof-of-work', lower(hex(randomblob(32))));
  -- Keyed by expiry first: solutions arrive in nearly that order, so each commit writes to the
  -- end of the tree, not to a random page per message (random keys cost the message path half
  -- its throughput), and clearing the expired ones is a range at the start.
  CREATE TABLE spent_proofs (
    expires_at INTEGER NOT NULL,                 -- epoch milliseconds
    signature  TEXT    NOT NULL,
    PRIMARY KEY (expires_at, signature)
  ) WITHOUT ROWID;
  `,
  `
  -- Ids are never given out twice. An INTEGER PRIMARY KEY alone takes the largest id + 1, so after
  -- the newest messages were deleted (an erasure request, the purge) the next one got a deleted
  -- message's id, and a 'release' or 'spam' typed from an older list acted on another message.
  -- SQLite cannot add AUTOINCREMENT to a table, so both tables are copied and made again: the
  -- outbox first out and last in, so no foreign key ever points at a missing message.
  CREATE TABLE old_deliveries AS SELECT * FROM deliveries;
  CREATE TABLE old_messages AS SELECT * FROM messages;
  DROP TABLE deliveries;
  DROP TABLE messages;
  CREATE TABLE messages (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    email       TEXT    NOT NULL,
    message     TEXT    NOT NULL,
    created_at  TEXT    NOT NULL,                -- ISO-8601 UTC
    spam        INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
    client      TEXT,                            -- address the rate limit counted, for spotting abuse
    held        INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1)),
    spam_reason TEXT
  );
  CREATE TABLE deliveries (
    message_id      INTEGER NOT NULL REFERENCES messages (id),
    channel         TEXT    NOT NULL,            -- 'email' | 'webhook'
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,            -- epoch milliseconds
    delivered_at    TEXT,                        -- ISO-8601 UTC, NULL while pending
    last_error      TEXT,
    lease_until     INTEGER NOT NULL DEFAULT 0,  -- epoch milliseconds
    digest          INTEGER NOT NULL DEFAULT 0 CHECK (digest IN (0, 1)),
    PRIMARY KEY (message_id, channel)
  ) WITHOUT ROWID;
  CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE delivered_at IS NULL;
  CREATE INDEX deliveries_digests ON deliveries (message_id) WHERE digest = 1;
  CREATE INDEX deliveries_recent ON deliveries (channel, next_attempt_at) WHERE digest = 0;
  INSERT INTO messages (id, email, message, created_at, spam, client, held, spam_reason)
    SELECT id, email, message, created_at, spam, client, held, spam_reason FROM old_messages;
  INSERT INTO deliveries (message_id, channel, attempts, next_attempt_at, delivered_at, last_error, lease_until, digest)
    SELECT message_id, channel, attempts, next_attempt_at, delivered_at, last_error, lease_until, digest FROM old_deliveries;
  DROP TABLE old_deliveries;
  DROP TABLE old_messages;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database to SCHEMA_VERSION. The version is read inside the same write transaction
 * (BEGIN IMMEDIATE) that applies the migrations, so of several instances starting at once on a
 * fresh file one migrates and the others, waiting on the lock, then find nothing left to do.
 */
export function migrate(db: Database.Database): void {
  db.transaction(() => {
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > SCHEMA_VERSION) {
      throw new Error(`The database is at schema version ${current}, newer than this service knows (${SCHEMA_VERSION}). Update folio.`);
    }
    for (let version = current; version < SCHEMA_VERSION; version += 1) db.exec(MIGRATIONS[version] ?? '');
    // Written even when it is already the version: a file (or its -wal/-shm) that this process
    // can read but not write, restored by root say, opens without complaint, and the service
    // would answer every message with 500. This write makes start-up fail instead, naming the file.
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}
