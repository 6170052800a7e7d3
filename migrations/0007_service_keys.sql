-- API keys of the external flashcard services a learner connects (WaniKani, jpdb; spec §4.3). In a schema of their
-- own, which zero-cache does not replicate: a key never leaves the server. Stored encrypted (AES-256-GCM under a key
-- derived from BETTER_AUTH_SECRET, server/services/service-keys.ts); deleting the account deletes them.
create schema if not exists services;

create table services.api_keys (
  user_id text not null references auth."user" (id) on delete cascade,
  service text not null check (service in ('wanikani', 'jpdb')),
  encrypted_key text not null check (length(encrypted_key) <= 1000),
  checked_at timestamptz not null,
  primary key (user_id, service)
);
