-- Learner data. Everything in `public` is replicated by zero-cache and mirrored by schema/zero-schema.ts.
-- Users live in auth."user" (better-auth); deleting a user deletes everything they own.

create table profiles (
  user_id text primary key references auth."user" (id) on delete cascade,
  user_preferences jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table fsrs_cards (
  id text primary key,
  user_id text not null references auth."user" (id) on delete cascade,
  practice_item_key text not null,
  type text not null check (type in ('vocabulary', 'kanji', 'radical')),
  mode text not null check (mode in ('meanings', 'spellings')),
  fsrs_card jsonb not null,
  due_at timestamptz not null,
  last_review_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, practice_item_key, type, mode)
);
-- due cards and due counts of one user
create index fsrs_cards_user_due_idx on fsrs_cards (user_id, due_at);

-- One row per review; its id is chosen by the client, so a replayed review inserts nothing.
create table fsrs_review_logs (
  id text primary key,
  card_id text not null references fsrs_cards (id) on delete cascade,
  user_id text not null references auth."user" (id) on delete cascade,
  rating smallint not null check (rating between 1 and 4),
  state smallint not null,
  review_log jsonb not null,
  reviewed_at timestamptz not null
);
create index fsrs_review_logs_card_idx on fsrs_review_logs (card_id, reviewed_at);
create index fsrs_review_logs_user_idx on fsrs_review_logs (user_id, reviewed_at);

create table user_module_progress (
  user_id text not null references auth."user" (id) on delete cascade,
  module_path text not null,
  completed_at timestamptz not null,
  primary key (user_id, module_path)
);
create index user_module_progress_recent_idx on user_module_progress (user_id, completed_at desc);

create table user_practice_sessions (
  session_id text primary key,
  user_id text not null references auth."user" (id) on delete cascade,
  module_path text not null,
  created_at timestamptz not null,
  last_updated_at timestamptz not null,
  duration_seconds integer not null default 0 check (duration_seconds >= 0),
  questions_answered integer not null default 0 check (questions_answered >= 0)
);
create index user_practice_sessions_user_created_idx on user_practice_sessions (user_id, created_at desc);

-- Folder and deck ids are whole numbers (routes use them), chosen at random by the client so that offline
-- devices never collide.
create table deck_folders (
  folder_id bigint primary key check (folder_id > 0),
  user_id text not null references auth."user" (id) on delete cascade,
  parent_folder_id bigint references deck_folders (folder_id) on delete cascade,
  folder_name text not null check (length(btrim(folder_name)) between 1 and 100),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index deck_folders_user_idx on deck_folders (user_id, created_at);
create index deck_folders_parent_idx on deck_folders (parent_folder_id);

create table user_decks (
  deck_id bigint primary key check (deck_id > 0),
  user_id text not null references auth."user" (id) on delete cascade,
  folder_id bigint references deck_folders (folder_id) on delete set null,
  deck_name text not null check (length(btrim(deck_name)) between 1 and 100),
  deck_description text,
  source text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index user_decks_user_idx on user_decks (user_id, created_at);
create index user_decks_folder_idx on user_decks (folder_id);

-- position is a fractional index key: concurrent inserts and moves never renumber other items.
create table vocabulary_items (
  id text primary key,
  deck_id bigint not null references user_decks (deck_id) on delete cascade,
  position text not null,
  word text not null check (length(btrim(word)) > 0),
  furigana text,
  english jsonb not null default '[]'::jsonb,
  part_of_speech text,
  is_verb boolean not null default false,
  info jsonb not null default '[]'::jsonb,
  mnemonics jsonb,
  example_sentences jsonb not null default '[]'::jsonb,
  particles jsonb not null default '[]'::jsonb,
  videos jsonb not null default '[]'::jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index vocabulary_items_deck_position_idx on vocabulary_items (deck_id, position);

create table public_deck_shares (
  deck_id bigint primary key references user_decks (deck_id) on delete cascade,
  shared_by text not null references auth."user" (id) on delete cascade,
  shared_at timestamptz not null
);
create index public_deck_shares_shared_by_idx on public_deck_shares (shared_by);

-- Who may edit a deck: its owner and the editors the owner invited.
create table deck_members (
  deck_id bigint not null references user_decks (deck_id) on delete cascade,
  user_id text not null references auth."user" (id) on delete cascade,
  role text not null check (role in ('owner', 'editor')),
  added_at timestamptz not null,
  primary key (deck_id, user_id)
);
create index deck_members_user_idx on deck_members (user_id);
