-- Written from MIGRATIONS[0] in server/store-schema.ts, which d1-migrations.test.ts keeps it equal to.
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
