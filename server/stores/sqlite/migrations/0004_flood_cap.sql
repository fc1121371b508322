-- The flood cap: past a number of notified messages an hour, messages are stored but held (not
-- notified one by one), and the first held one of the hour is sent as a digest.
ALTER TABLE messages ADD COLUMN held INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1));
ALTER TABLE deliveries ADD COLUMN digest INTEGER NOT NULL DEFAULT 0 CHECK (digest IN (0, 1));
-- Only the messages the cap counts: at most the cap an hour, however large the flood.
CREATE INDEX messages_notified_at ON messages (created_at) WHERE spam = 0 AND held = 0;
CREATE INDEX deliveries_digests ON deliveries (message_id) WHERE digest = 1;
