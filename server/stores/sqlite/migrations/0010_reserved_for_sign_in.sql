-- A stand-in for migration 0010, which another branch of issue 25 (the owner's sign-in) adds: the
-- files must number 0001, 0002, … without a gap. Replaced by that branch's file when it is merged.
SELECT 1;
