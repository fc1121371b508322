-- Decision 057: who made each assistant token ('page': the owner's page, on a session; 'shell': npm run
-- owner on the machine). Signing out everywhere and removing a passkey revoke the page's, which a
-- stolen session cookie could have made; tokens made before this could have been either, so they
-- count as the page's.
ALTER TABLE assistant_tokens ADD COLUMN made_by TEXT NOT NULL DEFAULT 'page';

-- Failed attempts as one count per door ('sign-in': passkeys and invites; 'token': assistant
-- tokens), address and window, not a row per try: a stranger's tries no longer grow the database,
-- and a wrong token never counts against the owner's sign-in. since is when the window began (the
-- address's first failure in it); client '*' counts every address's failures in the window.
DROP TABLE owner_failures;
CREATE TABLE owner_failures (
  door   TEXT    NOT NULL,
  client TEXT    NOT NULL,
  since  INTEGER NOT NULL,
  count  INTEGER NOT NULL,
  PRIMARY KEY (door, client)
);
CREATE INDEX owner_failures_since ON owner_failures (since);
