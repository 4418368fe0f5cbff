-- The embedded wallet's social login (src/socialAuth/). One row per started login: only the hash of its state is
-- kept, with the nonce the ID token must carry, the PKCE challenge of the verifier the secure frame keeps, and the
-- exact origin the pop-up's result may be posted to. A login finishes once, within 10 minutes. Unix milliseconds.
create table social_logins (
  state_hash text primary key,
  project_id text not null,
  provider text not null,
  nonce text not null,
  code_challenge text not null,
  return_origin text not null,
  created_at bigint not null,
  expires_at bigint not null,
  used boolean not null default false
);
create index social_logins_expiry on social_logins (expires_at);

-- A session opened by a social login keeps the provider and the username it reported; its `email` column holds the
-- identity `social:<provider>:<subject>` (never a valid e-mail), under which its wallet's auth share is kept.
alter table auth_sessions add column social_provider text;
alter table auth_sessions add column social_username text
