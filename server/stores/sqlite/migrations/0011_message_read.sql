-- Issue 25's inbox: when the owner first opened a message on the web (ISO-8601 UTC), null while
-- unread. Messages stored before the inbox existed count as unread there: it has not shown them yet.
ALTER TABLE messages ADD COLUMN read_at TEXT;
-- The unread count is the messages that are not spam less these. An index of the opened ones, not
-- of the unread: a new message is unread, and an index of those would cost every message stored
-- a write more; opening one in the inbox pays for it instead. Search needs none: see decision 031.
CREATE INDEX messages_read ON messages (id) WHERE read_at IS NOT NULL AND spam = 0;
