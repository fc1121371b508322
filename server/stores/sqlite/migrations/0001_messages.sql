-- Migrations for SQLite and D1 alike: sqlite-schema.ts runs these files, in name order, on a SQLite
-- file, and `wrangler d1 migrations apply` on D1 (wrangler.jsonc's migrations_dir). Append a file,
-- never edit one: an owner's database may be at any earlier version.
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
