-- Written from MIGRATIONS[4] in server/store-schema.ts, which d1-migrations.test.ts keeps it equal to.
DROP INDEX messages_notified_at;
CREATE INDEX deliveries_recent ON deliveries (channel, next_attempt_at) WHERE digest = 0;
