-- Smart accounts (src/smartAccounts/): each user operation the paymaster signed for, with the most it could cost, so
-- that once its receipt passes through the bundler endpoint the day's spend is corrected to the gas it really cost.
create table sponsored_user_operations (
  user_op_hash text primary key,
  project_id text not null references projects (id) on delete cascade,
  chain_id text not null,
  account text not null,
  day date not null,
  max_cost_wei numeric(78, 0) not null,
  actual_cost_wei numeric(78, 0)
);
