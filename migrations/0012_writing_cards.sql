-- Kanji written by hand (issue 24): a third card mode, `writing`, with its own FSRS schedule. It exists for kanji
-- cards only; the grade mutator refuses any other combination before it gets here (schema/fsrs/card-id.ts).
alter table fsrs_cards drop constraint fsrs_cards_mode_check;
alter table fsrs_cards add constraint fsrs_cards_mode_check check (mode in ('meanings', 'spellings', 'writing'));
alter table fsrs_cards add constraint fsrs_cards_writing_kanji_check check (mode <> 'writing' or type = 'kanji');
