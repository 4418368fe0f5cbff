-- Smart accounts (src/smartAccounts/): each project's sponsorship policy (off by default, a daily limit per account
-- in wei as a decimal string), and what the paymaster signed for, per project, chain, account and UTC day.
alter table projects
  add column sponsorship jsonb not null default '{"enabled": false, "dailyLimitPerAccountWei": "0"}'::jsonb;

create table sponsorship_spend (
  project_id text not null references projects (id) on delete cascade,
  chain_id text not null,
  account text not null,
  day date not null,
  spent_wei numeric(78, 0) not null,
  primary key (project_id, chain_id, account, day)
);
