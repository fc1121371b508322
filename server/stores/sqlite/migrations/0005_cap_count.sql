-- The cap counts the hour's notifications in the outbox instead: that index had a row for every
-- message (with no channel, for all of them) and cost 12% of POST throughput; the outbox has
-- rows only for what is notified, at most the cap's worth an hour.
DROP INDEX messages_notified_at;
CREATE INDEX deliveries_recent ON deliveries (channel, next_attempt_at) WHERE digest = 0;
