-- The embedded wallet's Farcaster login (src/farcasterAuth/): the local stand-in of the Farcaster auth relay's
-- channels. One row per channel: only the hash of its token is kept, with the nonce, domain and URI the Sign In With
-- Farcaster message must carry; a wallet app completes it once (the signed message, the fid and its custody
-- address), and the secure frame turns a completed channel into a session once. Unix milliseconds.
create table farcaster_channels (
  token_hash text primary key,
  project_id text not null,
  nonce text not null,
  domain text not null,
  siwe_uri text not null,
  created_at bigint not null,
  expires_at bigint not null,
  state text not null default 'pending',
  message text,
  signature text,
  fid bigint,
  username text,
  display_name text,
  custody text,
  used boolean not null default false
);
create index farcaster_channels_expiry on farcaster_channels (expires_at);
