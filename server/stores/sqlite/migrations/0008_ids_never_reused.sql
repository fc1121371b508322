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
