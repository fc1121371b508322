import type postgres from 'postgres';

/**
 * The same tables as SQLite's (stores/sqlite/migrations/), in PostgreSQL's types. Append, never edit: an
 * owner's database may be at any earlier version. Times stay ISO-8601 text and epoch
 * milliseconds, as in SQLite, so `npm run messages` reads both alike.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE messages (
    id         INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email      TEXT     NOT NULL,
    message    TEXT     NOT NULL,
    created_at TEXT     NOT NULL,
    spam       SMALLINT NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
    client     TEXT
  );
  CREATE TABLE deliveries (
    message_id      INTEGER NOT NULL REFERENCES messages (id),
    channel         TEXT    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT  NOT NULL,
    delivered_at    TEXT,
    last_error      TEXT,
    lease_until     BIGINT  NOT NULL DEFAULT 0,
    PRIMARY KEY (message_id, channel)
  );
  CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  // The rate limit's accepted times, per client, for the last minute: every instance counts here.
  `
  CREATE TABLE rate_hits (client TEXT NOT NULL, at BIGINT NOT NULL);
  CREATE INDEX rate_hits_client_at ON rate_hits (client, at);
  `,
  // The flood cap, as in SQLite's migration 4.
  `
  ALTER TABLE messages ADD COLUMN held SMALLINT NOT NULL DEFAULT 0 CHECK (held IN (0, 1));
  ALTER TABLE deliveries ADD COLUMN digest SMALLINT NOT NULL DEFAULT 0 CHECK (digest IN (0, 1));
  CREATE INDEX messages_notified_at ON messages (created_at) WHERE spam = 0 AND held = 0;
  CREATE INDEX deliveries_digests ON deliveries (message_id) WHERE digest = 1;
  `,
  // As SQLite's migration 5: the cap counts the hour's notifications in the outbox.
  `
  DROP INDEX messages_notified_at;
  CREATE INDEX deliveries_recent ON deliveries (channel, next_attempt_at) WHERE digest = 0;
  `,
  // As SQLite's migration 6: why a message was judged spam.
  `
  ALTER TABLE messages ADD COLUMN spam_reason TEXT;
  `,
  // As SQLite's migration 7: the proof of work's key (from the server's strong random source, as
  // gen_random_uuid is since PostgreSQL 13) and the solutions already used.
  `
  CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  INSERT INTO secrets (name, value) VALUES ('proof-of-work', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
  CREATE TABLE spent_proofs (expires_at BIGINT NOT NULL, signature TEXT NOT NULL, PRIMARY KEY (expires_at, signature));
  `,
  // As SQLite's migration 9: the owner's list by pages, and the spam bound's bytes.
  `
  CREATE INDEX messages_spam ON messages (id) WHERE spam = 1;
  CREATE INDEX messages_held ON messages (id) WHERE held = 1 AND spam = 0;
  ALTER TABLE messages ADD COLUMN spam_bytes INTEGER NOT NULL DEFAULT 0;
  UPDATE messages SET spam_bytes = octet_length(email) + octet_length(message)
    WHERE spam = 1 AND spam_reason IS NOT NULL AND spam_reason <> 'marked by the owner';
  CREATE INDEX messages_spam_bound ON messages (id, spam_bytes, created_at) WHERE spam = 1 AND spam_bytes > 0;
  `,
  // As SQLite's migration 10: the owner's passkeys, invites, challenges, sessions, security events
  // and failed sign-ins (server/owner/auth/).
  `
  CREATE TABLE owner_passkeys (
    id TEXT PRIMARY KEY, public_key TEXT NOT NULL, counter BIGINT NOT NULL DEFAULT 0, transports TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL, created_at TEXT NOT NULL, last_used_at TEXT
  );
  CREATE TABLE owner_invites (token_hash TEXT PRIMARY KEY, expires_at BIGINT NOT NULL, used_at BIGINT);
  CREATE TABLE owner_challenges (value TEXT PRIMARY KEY, purpose TEXT NOT NULL, client TEXT NOT NULL, expires_at BIGINT NOT NULL);
  CREATE INDEX owner_challenges_expires ON owner_challenges (expires_at);
  CREATE INDEX owner_challenges_client ON owner_challenges (client, expires_at);
  CREATE TABLE owner_sessions (token_hash TEXT PRIMARY KEY, origin TEXT NOT NULL, passkey_id TEXT, created_at BIGINT NOT NULL, last_seen_at BIGINT NOT NULL);
  CREATE TABLE owner_events (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, at BIGINT NOT NULL, kind TEXT NOT NULL, detail TEXT, client TEXT);
  CREATE INDEX owner_events_at ON owner_events (at);
  CREATE TABLE owner_failures (client TEXT NOT NULL, at BIGINT NOT NULL);
  CREATE INDEX owner_failures_client_at ON owner_failures (client, at);
  `,
  // As SQLite's migration 11: when the owner first opened a message in the inbox. And trigram
  // indexes for the inbox's search (lower(…) LIKE '%…%'), which PostgreSQL's planner uses for the
  // same SQL the other stores scan: lower() of every row took 100 ms and more a search at 10,000
  // messages. Where pg_trgm cannot be created, a notice, and the search scans (decision 031).
  `
  ALTER TABLE messages ADD COLUMN read_at TEXT;
  CREATE INDEX messages_read ON messages (id) WHERE read_at IS NOT NULL AND spam = 0;
  DO $$
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX messages_search_email ON messages USING gin (lower(email) gin_trgm_ops);
    CREATE INDEX messages_search_text ON messages USING gin (lower(message) gin_trgm_ops);
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'folio: pg_trgm is not available (%), so the inbox''s search reads every message', SQLERRM;
  END $$;
  `,
  // As SQLite's migration 12: the insights' daily counts, the day's salt and the day's visitor hashes.
  `
  CREATE TABLE insight_counts (day TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, metric, key));
  CREATE TABLE insight_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);
  CREATE TABLE insight_visitors (day TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (day, hash));
  `,
  // As SQLite's migration 13: each visitor's address hash, and the sightings of keys new to a day.
  `
  ALTER TABLE insight_visitors ADD COLUMN address TEXT NOT NULL DEFAULT '';
  CREATE INDEX insight_visitors_address ON insight_visitors (day, address);
  CREATE TABLE insight_sightings (day TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL, address TEXT NOT NULL, PRIMARY KEY (day, metric, key, address));
  CREATE INDEX insight_sightings_address ON insight_sightings (day, address);
  `,
  // As SQLite's migration 14: the channel a message came by, and the owner's assistant tokens.
  `
  ALTER TABLE messages ADD COLUMN channel TEXT NOT NULL DEFAULT 'form';
  CREATE TABLE assistant_tokens (
    id INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name TEXT NOT NULL, scope TEXT NOT NULL, token_hash TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, last_used_at BIGINT, revoked_at BIGINT
  );
  `,
  // As SQLite's migration 15: who made each token, and failed attempts as counts per door and address.
  `
  ALTER TABLE assistant_tokens ADD COLUMN made_by TEXT NOT NULL DEFAULT 'page';
  DROP TABLE owner_failures;
  CREATE TABLE owner_failures (door TEXT NOT NULL, client TEXT NOT NULL, since BIGINT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (door, client));
  CREATE INDEX owner_failures_since ON owner_failures (since);
  `,
];

export const POSTGRES_SCHEMA_VERSION = MIGRATIONS.length;

/** Any fixed number: the lock every folio instance takes to migrate, one at a time. */
const MIGRATION_LOCK = 0x666f6c69; // "foli"

/**
 * Brings the database to the current version. Every instance takes the same transaction-scoped
 * advisory lock first, so of several starting at once on an empty database one migrates and the
 * others then find nothing to do.
 */
export async function migratePostgres(sql: postgres.Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS folio_schema (version INTEGER NOT NULL)`;
    const [row] = await tx<{ version: number }[]>`SELECT version FROM folio_schema`;
    const current = row?.version ?? 0;
    if (current > POSTGRES_SCHEMA_VERSION) {
      throw new Error(`The database is at schema version ${current}, newer than this service knows (${POSTGRES_SCHEMA_VERSION}). Update folio.`);
    }
    for (let version = current; version < POSTGRES_SCHEMA_VERSION; version += 1) await tx.unsafe(MIGRATIONS[version] ?? '');
    if (row === undefined) await tx`INSERT INTO folio_schema (version) VALUES (${POSTGRES_SCHEMA_VERSION})`;
    else if (current < POSTGRES_SCHEMA_VERSION) await tx`UPDATE folio_schema SET version = ${POSTGRES_SCHEMA_VERSION}`;
  });
}
