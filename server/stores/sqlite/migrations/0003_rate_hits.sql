-- The rate limit's accepted times, per client, for the last minute, so that every instance over
-- the file (or the D1 database) counts against one limit.
CREATE TABLE rate_hits (
  client TEXT    NOT NULL,
  at     INTEGER NOT NULL                      -- epoch milliseconds
);
CREATE INDEX rate_hits_client_at ON rate_hits (client, at);
