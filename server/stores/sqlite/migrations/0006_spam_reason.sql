-- Why a message was judged spam (the honeypot, a content rule), for the owner's list.
ALTER TABLE messages ADD COLUMN spam_reason TEXT;
