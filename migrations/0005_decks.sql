-- Decks (issue 9): what 0002 left open for sharing, collaboration and item counts.

-- Items are deleted softly: an edit or a replayed insert that arrives after a delete finds the tombstone and is
-- refused, so nothing comes back to life. Deleting the deck removes them for good.
alter table vocabulary_items add column deleted_at timestamptz;
alter table vocabulary_items add column deleted_by text;
create index vocabulary_items_live_idx on vocabulary_items (deck_id, position, id) where deleted_at is null;

-- Kept by the item mutators under the deck's lock, so /vocab can show counts without syncing every item.
alter table user_decks add column item_count integer not null default 0 check (item_count >= 0);
alter table user_decks add constraint user_decks_description_check check (length(deck_description) <= 1000);

-- How many learners copied a public deck.
alter table public_deck_shares add column import_count integer not null default 0 check (import_count >= 0);

-- The name an editor is shown by, taken from their account when they join.
alter table deck_members add column display_name text not null default '';

-- Links an owner hands out to let someone edit a deck. The token is the secret; only the owner reads these rows.
create table deck_invites (
  token text primary key check (length(token) between 20 and 64),
  deck_id bigint not null references user_decks (deck_id) on delete cascade,
  created_by text not null references auth."user" (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz,
  revoked_at timestamptz
);
create index deck_invites_deck_idx on deck_invites (deck_id);

-- Who has a deck open: one row per deck, user and device, refreshed every few seconds while the deck is open.
-- Readers hide rows older than a short timeout, so no server-side timer is needed.
create table deck_presence (
  deck_id bigint not null references user_decks (deck_id) on delete cascade,
  user_id text not null references auth."user" (id) on delete cascade,
  device_id text not null check (length(device_id) between 8 and 64),
  display_name text not null default '',
  item_id text,
  seen_at timestamptz not null,
  primary key (deck_id, user_id, device_id)
);

-- Fractional order keys compare byte by byte everywhere (Zero's replica, the client, and here).
alter table vocabulary_items alter column position type text collate "C";
