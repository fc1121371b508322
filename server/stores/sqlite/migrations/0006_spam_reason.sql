-- Written from MIGRATIONS[5] in server/store-schema.ts, which d1-migrations.test.ts keeps it equal to.
ALTER TABLE messages ADD COLUMN spam_reason TEXT;
