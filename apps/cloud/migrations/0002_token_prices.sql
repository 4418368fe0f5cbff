-- Token prices in USD that a self-hoster sets (admin API PUT /admin/v1/prices, CLI `prices set`).
-- asset is 'native' or the token's lower-case 0x address; balances show price and value where one is set.
create table token_prices (
  chain_id text not null,
  asset text not null,
  usd double precision not null,
  updated_at timestamptz not null default now(),
  primary key (chain_id, asset)
);
