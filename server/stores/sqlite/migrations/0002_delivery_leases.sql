-- Written from MIGRATIONS[1] in server/store-schema.ts, which d1-migrations.test.ts keeps it equal to.
ALTER TABLE deliveries ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0; -- epoch milliseconds
