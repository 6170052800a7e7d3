-- Course kanji carry the JLPT level as every other part of the app does (schema/jlpt.ts: n5 … n1), not KANJIDIC's
-- old four-level number. The catalogue's content hash changes with it, so the next start seeds the table again.
alter table catalogue.kanji alter column jlpt type text using null;
alter table catalogue.kanji add constraint kanji_jlpt_level check (jlpt in ('n5', 'n4', 'n3', 'n2', 'n1'));
