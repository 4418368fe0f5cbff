-- Sign in with X through Portico Cloud (src/siwx/): nonces are single-use and expire; sessions are JWTs the
-- cloud signs with its key (one key for every node, kept here) and a row each, so signing out revokes them.
create table siwx_nonces (
  nonce text primary key,
  project_id text not null,
  expires_at timestamptz not null
);
create index siwx_nonces_expiry on siwx_nonces (expires_at);

create table siwx_sessions (
  id text primary key,
  project_id text not null,
  caip_address text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create table siwx_signing_keys (
  id text primary key,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);
