-- Issue 25: the owner signs in to /owner/ with passkeys (server/owner/auth/). Tokens are kept only
-- as their SHA-256 (hex), so a copy of the database signs no one in; times the checks compare are
-- epoch milliseconds, times the owner reads are ISO-8601 text.

-- Each passkey: its credential id (base64url) and COSE public key (base64url), the signature
-- counter the authenticator last reported, its transports (comma-separated) and the owner's name.
CREATE TABLE owner_passkeys (
  id           TEXT PRIMARY KEY,
  public_key   TEXT NOT NULL,
  counter      INTEGER NOT NULL DEFAULT 0,
  transports   TEXT NOT NULL DEFAULT '',
  name         TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  last_used_at TEXT
);

-- One-time links from `npm run owner -- invite`: usable once, until expires_at.
CREATE TABLE owner_invites (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

-- WebAuthn challenges, kept here rather than in memory so any instance (or Worker isolate) can
-- check one; each is deleted by the check that uses it, so it is good once. purpose binds it to
-- what asked for it: sign-in, an invite (by its hash) or a session adding a passkey. client is the
-- address that asked, so one address keeps only its newest few (auth-limits.ts).
CREATE TABLE owner_challenges (
  value      TEXT PRIMARY KEY,
  purpose    TEXT NOT NULL,
  client     TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX owner_challenges_expires ON owner_challenges (expires_at);
CREATE INDEX owner_challenges_client ON owner_challenges (client, expires_at);

-- Sessions: the cookie's token by its hash, the origin it was made on, and the passkey it was
-- made with (ended with it when that passkey is removed).
CREATE TABLE owner_sessions (
  token_hash   TEXT PRIMARY KEY,
  origin       TEXT NOT NULL,
  passkey_id   TEXT,
  created_at   INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);

-- What the owner sees under "Security": sign-ins, failures, passkey changes; kept a year.
CREATE TABLE owner_events (
  id     INTEGER PRIMARY KEY AUTOINCREMENT,
  at     INTEGER NOT NULL,
  kind   TEXT NOT NULL,
  detail TEXT,
  client TEXT
);
CREATE INDEX owner_events_at ON owner_events (at);

-- Failed sign-in attempts by address, for the limit (auth-limits.ts); older ones are cleared as new ones come.
CREATE TABLE owner_failures (
  client TEXT NOT NULL,
  at     INTEGER NOT NULL
);
CREATE INDEX owner_failures_client_at ON owner_failures (client, at);
