-- The embedded wallet's e-mail login (src/emailAuth/). One current code per project and e-mail: only its hash is
-- kept, with its expiry, the wrong attempts so far and whether it was used. Times are Unix milliseconds.
create table email_codes (
  project_id text not null,
  email text not null,
  code_hash text not null,
  requested_at bigint not null,
  expires_at bigint not null,
  wrong_attempts integer not null default 0,
  used boolean not null default false,
  primary key (project_id, email)
);

-- Sessions of verified e-mails: only the hash of the bearer token is kept.
create table auth_sessions (
  token_hash text primary key,
  project_id text not null,
  email text not null,
  created_at bigint not null,
  expires_at bigint not null
);
create index auth_sessions_expiry on auth_sessions (expires_at);

-- The auth share of each embedded wallet (one of three Shamir shares; useless alone), released only to a session
-- of the same project and e-mail, with the public addresses of the wallet.
create table auth_shares (
  project_id text not null,
  email text not null,
  share text not null,
  addresses text not null,
  created_at bigint not null,
  primary key (project_id, email)
);
