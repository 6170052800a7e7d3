-- What the write path relies on, held by the database too.

-- A card is the replay of its review log from this state (the card before its first logged review); null for a card
-- that started new. A late review is folded in by replaying from here.
alter table fsrs_cards add column base_card jsonb;

-- A review log row belongs to its card's owner.
alter table fsrs_cards add constraint fsrs_cards_id_user_key unique (id, user_id);
alter table fsrs_review_logs add constraint fsrs_review_logs_card_owner_fkey
  foreign key (card_id, user_id) references fsrs_cards (id, user_id) on delete cascade;

-- One limit for module paths, the same as schema/validators.ts's modulePath.
alter table user_module_progress add constraint user_module_progress_module_path_check
  check (length(module_path) between 1 and 200);
alter table user_practice_sessions add constraint user_practice_sessions_module_path_check
  check (length(module_path) between 1 and 200);
