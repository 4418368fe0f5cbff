-- Pay (src/pay/): whether a project's visitors may pay from and deposit from an exchange (the cloud's configured
-- exchanges). On by default: a payment from an exchange costs the project nothing.
alter table projects
  add column exchanges_enabled boolean not null default true;
