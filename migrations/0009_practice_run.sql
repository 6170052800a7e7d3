-- Where a vocabulary practice run was left (schema/practice-run.ts), so that coming back resumes it: the same items,
-- in the same order, with the misses still to go. Null for sessions of other drills, and for sessions saved before.
alter table user_practice_sessions add column run jsonb;
