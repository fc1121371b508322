-- The proof of work: the key its challenges are signed with, shared by every instance, and the
-- solutions already used, each kept until its challenge expires (store-schema.ts, migration 7).
CREATE TABLE secrets (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO secrets (name, value) VALUES ('proof-of-work', lower(hex(randomblob(32))));
CREATE TABLE spent_proofs (
  signature  TEXT    PRIMARY KEY,
  expires_at INTEGER NOT NULL                  -- epoch milliseconds
) WITHOUT ROWID;
