-- Removing an editor also closes the links made before the removal to that learner (issue 9): an invite lists the
-- learners its owner removed after it was made, and no longer lets them in. A new link lets them in again.
alter table deck_invites add column barred_user_ids jsonb not null default '[]'::jsonb;
