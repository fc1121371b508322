-- Written from MIGRATIONS[2] in server/store-schema.ts, which d1-migrations.test.ts keeps it equal to.
CREATE TABLE rate_hits (
  client TEXT    NOT NULL,
  at     INTEGER NOT NULL                      -- epoch milliseconds
);
CREATE INDEX rate_hits_client_at ON rate_hits (client, at);
