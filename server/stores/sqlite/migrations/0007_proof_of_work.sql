-- The proof of work: the key its challenges are signed with, shared by every instance, and the
-- solutions already used, each kept until its challenge expires (intake/proof-of-work.ts).
CREATE TABLE secrets (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO secrets (name, value) VALUES ('proof-of-work', lower(hex(randomblob(32))));
-- Keyed by expiry first: solutions arrive in nearly that order, so each commit writes to the end
-- of the tree, not to a random page per message, and clearing the expired ones is a range.
CREATE TABLE spent_proofs (
  expires_at INTEGER NOT NULL,                 -- epoch milliseconds
  signature  TEXT    NOT NULL,
  PRIMARY KEY (expires_at, signature)
) WITHOUT ROWID;
