-- On-ramp purchases (src/onramp/): one row per signed checkout URL, per project and account, its status following
-- the provider's webhooks (a higher sequence only, final statuses never change). onramp_webhook_events keeps each
-- webhook's event id so a replayed one is refused.
create table onramp_purchases (
  id text primary key,
  project_id text not null,
  provider text not null,
  network text not null,
  address text not null,
  fiat_amount text not null,
  fiat_currency text not null,
  asset text not null,
  redirect_url text not null,
  status text not null default 'created',
  sequence integer not null default 0,
  order_id text,
  fee text,
  crypto_amount text,
  tx_hash text,
  failure_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index onramp_purchases_by_account on onramp_purchases (project_id, address, created_at desc);

create table onramp_webhook_events (
  provider text not null,
  event_id text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
