-- Smart accounts (src/smartAccounts/): each project's switch. On (the default, as before this switch): the embedded
-- wallet has a smart account on every chain with a bundler; off: its wallets are EOAs only, GET /v1/smart-accounts
-- lists no chain and the bundler and paymaster endpoints refuse the project.
alter table projects
  add column smart_accounts_enabled boolean not null default true;
