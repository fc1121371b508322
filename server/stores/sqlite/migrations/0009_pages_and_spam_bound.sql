-- Issue 25's red team. The owner's list reads a page at a time, newest first (stores/message-page.ts):
-- the held and the spam each by an index of their own, so a page reads only its own rows. Partial,
-- so a message that is neither (the one that matters) costs no index at all to store.
CREATE INDEX messages_spam ON messages (id) WHERE spam = 1;
CREATE INDEX messages_held ON messages (id) WHERE held = 1 AND spam = 0;
-- Spam is bounded (intake/spam-bound.ts): spam_bytes is what a message the checks filed as spam
-- takes (its address and text, UTF-8), 0 for every other one and once the owner releases it. Only
-- rows with spam_bytes > 0 are ever dropped to keep spam under the bound, oldest first, so a
-- message that passed the checks, or one the owner marked or released by hand, never is.
ALTER TABLE messages ADD COLUMN spam_bytes INTEGER NOT NULL DEFAULT 0;
UPDATE messages SET spam_bytes = length(CAST(email AS BLOB)) + length(CAST(message AS BLOB))
  WHERE spam = 1 AND spam_reason IS NOT NULL AND spam_reason <> 'marked by the owner';
CREATE INDEX messages_spam_bound ON messages (id, spam_bytes, created_at) WHERE spam = 1 AND spam_bytes > 0;
