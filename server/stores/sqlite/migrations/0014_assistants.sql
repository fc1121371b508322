-- Issue 45: the channel a message came by ('form', or 'assistant' through the MCP endpoint), shown
-- to the owner; every message before it came by the form.
ALTER TABLE messages ADD COLUMN channel TEXT NOT NULL DEFAULT 'form';
-- The owner's assistant tokens: named, scoped ('read' or 'manage'), expiring; only the token's
-- SHA-256 is kept, so a leaked row is no token. Revoked ones stay listed until the owner's next
-- look shows them gone (revoked_at), so the sign-in activity's mentions keep a name.
CREATE TABLE assistant_tokens (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  name         TEXT    NOT NULL,
  scope        TEXT    NOT NULL,
  token_hash   TEXT    NOT NULL UNIQUE,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at   INTEGER
);
