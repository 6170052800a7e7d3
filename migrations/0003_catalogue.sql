-- The course catalogue: read-only content whose source is server/catalogue/ in the repository. Every start seeds it
-- (server/catalogue/seed.ts) and replaces it in one transaction when its content hash has changed. It lives in its
-- own schema because zero-cache replicates only `public`: browsers get the catalogue over cached HTTP instead.
create schema if not exists catalogue;

-- One row: the hash of the content now in these tables.
create table catalogue.meta (
  singleton boolean primary key default true check (singleton),
  content_hash text not null,
  seeded_at timestamptz not null default now()
);

create table catalogue.textbooks (
  id text primary key,
  position integer not null,
  name text not null,
  short_name text not null,
  publisher text not null,
  level text not null,
  cover_image_url text
);

create table catalogue.chapters (
  id text primary key,
  textbook_id text not null references catalogue.textbooks (id) on delete cascade,
  slug text not null,
  number integer not null,
  title text not null,
  description text not null,
  learning_path_items jsonb not null,
  disabled_modules jsonb not null,
  unique (textbook_id, slug)
);

-- Every kind of module in one table; `data` is the module as the endpoints serve it.
create table catalogue.modules (
  key text primary key,
  kind text not null,
  title text not null,
  data jsonb not null
);

create table catalogue.vocabulary (
  key text primary key,
  position integer not null,
  word text not null,
  reading text not null,
  part_of_speech text not null,
  data jsonb not null
);

create table catalogue.vocab_sets (
  id text primary key,
  position integer not null,
  textbook text not null,
  chapter integer,
  title text not null,
  keys jsonb not null
);

create table catalogue.sentence_sets (
  id text primary key,
  title text not null,
  grammar_point text not null,
  sentences jsonb not null
);

create table catalogue.kanji (
  kanji text primary key,
  meanings jsonb not null,
  onyomi jsonb not null,
  kunyomi jsonb not null,
  stroke_count integer,
  grade integer,
  jlpt integer,
  radical_components jsonb not null
);

create table catalogue.radicals (
  radical text primary key,
  meanings jsonb not null,
  stroke_count integer
);

create table catalogue.creators (
  creator_id text primary key,
  creator_name text not null,
  profile_img text,
  fallback_initials text not null,
  thumbnail_type text not null
);
