-- Portico Cloud schema, version 1. Shared by PGlite and PostgreSQL.

create table projects (
  id text primary key,
  name text not null,
  allowed_origins jsonb not null default '[]'::jsonb,
  features jsonb not null,
  analytics_enabled boolean not null default true,
  rate_limit_per_minute integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table wallets (
  id text primary key,
  name text not null,
  image_id text not null,
  rdns text,
  chains jsonb not null default '[]'::jsonb,
  homepage text,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  app_store text,
  play_store text,
  chrome_store text,
  badge_type text not null default 'none',
  rank integer not null default 100000,
  source text not null,
  updated_at timestamptz not null default now()
);
create index wallets_image_id on wallets (image_id);

create table analytics_events (
  id bigserial primary key,
  project_id text not null references projects (id) on delete cascade,
  event_id text not null,
  event text,
  url text not null,
  domain text not null,
  client_timestamp double precision not null,
  props jsonb not null,
  sdk_type text,
  sdk_version text,
  origin text,
  received_at timestamptz not null default now()
);
create index analytics_events_project on analytics_events (project_id, received_at);

create table error_reports (
  id bigserial primary key,
  project_id text not null references projects (id) on delete cascade,
  event_id text not null,
  url text not null,
  domain text not null,
  client_timestamp double precision not null,
  error_type text not null,
  error_message text not null,
  stack_trace text,
  event text,
  props jsonb not null,
  sdk_type text,
  sdk_version text,
  origin text,
  received_at timestamptz not null default now()
);
create index error_reports_project on error_reports (project_id, received_at);

create table indexer_cursors (
  chain_id text primary key,
  last_block bigint not null,
  last_block_hash text not null,
  updated_at timestamptz not null default now()
);

create table chain_transactions (
  chain_id text not null,
  hash text not null,
  block_number bigint not null,
  tx_index integer not null,
  mined_at timestamptz not null,
  sent_from text not null,
  sent_to text,
  nonce bigint not null,
  status text not null,
  primary key (chain_id, hash)
);
create index chain_transactions_order on chain_transactions (chain_id, block_number desc, tx_index desc);

create table chain_transfers (
  chain_id text not null,
  tx_hash text not null,
  log_index integer not null,
  kind text not null,
  token_address text,
  sent_from text not null,
  sent_to text not null,
  amount text not null,
  token_id text,
  primary key (chain_id, tx_hash, log_index)
);
create index chain_transfers_from on chain_transfers (sent_from);
create index chain_transfers_to on chain_transfers (sent_to);

create table account_activity (
  chain_id text not null,
  account text not null,
  tx_hash text not null,
  mined_at timestamptz not null,
  block_number bigint not null,
  tx_index integer not null,
  primary key (chain_id, account, tx_hash)
);
create index account_activity_order
  on account_activity (account, mined_at desc, block_number desc, tx_index desc, chain_id desc);

create table tokens (
  chain_id text not null,
  address text not null,
  standard text not null,
  name text,
  symbol text,
  decimals integer,
  primary key (chain_id, address)
);

create table names (
  name text primary key,
  address text not null,
  coin_type text not null,
  attributes jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index names_address on names (address);
