-- Issue 40: what one address may add to a day's insights. Each visitor hash keeps a hash of its
-- address (the day's salt + the address, never the address), so one address brings at most a few
-- visitors however many user agents it claims; and each key new to the day (a page, a language, a
-- referrer's host) is a sighting by an address hash, so one address brings at most a few new keys
-- and a referrer is counted only once two addresses sent it. Both go with their day, as the
-- visitor hashes do.
ALTER TABLE insight_visitors ADD COLUMN address TEXT NOT NULL DEFAULT '';
CREATE INDEX insight_visitors_address ON insight_visitors (day, address);
CREATE TABLE insight_sightings (
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  key TEXT NOT NULL,
  address TEXT NOT NULL,
  PRIMARY KEY (day, metric, key, address)
);
CREATE INDEX insight_sightings_address ON insight_sightings (day, address);
