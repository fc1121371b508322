-- Issue 25's insights (server/owner/insights/, decision 033): counted per day, never per visit.
-- One row per day, metric and key (a page's path, a language, a referrer's host, an action), its
-- count upserted by each hit.
CREATE TABLE insight_counts (
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  key TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, metric, key)
);
-- The day's random salt and the hashes of salt + address + user agent seen that day: what counts a
-- visitor once. Both are deleted once their day is over, so no hash can be tied to a visitor later.
CREATE TABLE insight_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL);
CREATE TABLE insight_visitors (day TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (day, hash));
