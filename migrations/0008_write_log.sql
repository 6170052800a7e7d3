-- Exactly once, in order, and no silent overwrite (docs/write-path.md).

-- The server's log of learner writes, by the id each write carries from the moment it was made (its outbox id). A
-- write is recorded in its own transaction when applied, and after its transaction when refused for good, so a write
-- sent again (its answer lost, a reload, another tab) is confirmed, or refused the same way, and changes nothing. In a
-- schema of its own, which zero-cache does not replicate. Pruned after 180 days (server/writes/write-log.ts): the
-- outbox stops sending a write after 90.
create schema if not exists writes;

create table writes.applied_writes (
  user_id text not null references auth."user" (id) on delete cascade,
  write_id text not null check (length(write_id) between 8 and 64),
  mutator text not null check (length(mutator) <= 100),
  -- Null: applied. Otherwise the refusal the writer was given: {code, message, details}.
  refusal jsonb,
  -- The order in which the server applied or refused writes.
  seq bigint generated always as identity,
  applied_at timestamptz not null default now(),
  primary key (user_id, write_id)
);
create index applied_writes_applied_at_idx on writes.applied_writes (applied_at);

-- The version of each field writers change independently: {field: {w: the id of the write that last changed it,
-- by: its writer, at: when}}. A write names the versions it was made on; a field changed since is a conflict.
alter table profiles add column versions jsonb not null default '{}';
alter table user_decks add column versions jsonb not null default '{}';
alter table deck_folders add column versions jsonb not null default '{}';
alter table vocabulary_items add column versions jsonb not null default '{}';
