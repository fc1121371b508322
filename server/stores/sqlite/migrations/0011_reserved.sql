-- A placeholder for migration 0011, which another part of issue 25 adds in its own branch: it keeps
-- this branch's migrations numbered without a gap. Deleted when the branches are merged.
SELECT 1;
