-- A claim on a delivery: the instance that set it sends it, and no other until it expires (the
-- claimer crashed or hung), so several instances over one database notify each message once.
ALTER TABLE deliveries ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0; -- epoch milliseconds
