-- The WalletConnect relay's mailbox (src/relay/): every published message is kept until its TTL, so a relay
-- restart loses nothing it acknowledged; a message is replayed to each subscriber of its topic until that
-- client acknowledged it. Times are Unix milliseconds (the relay protocol's own unit).
create table relay_messages (
  id bigserial primary key,
  topic text not null,
  message_hash text not null,
  message text not null,
  tag integer not null default 0,
  publisher text not null,
  published_at bigint not null,
  expires_at bigint not null,
  unique (topic, message_hash)
);
create index relay_messages_expiry on relay_messages (expires_at);

-- Which client (the did:key of its relay JWT) acknowledged which message.
create table relay_acks (
  message_id bigint not null references relay_messages (id) on delete cascade,
  client_id text not null,
  primary key (message_id, client_id)
);

-- Subscriptions the relay made for a client (wc_proposeSession, wc_approveSession): the client does not
-- subscribe to these topics itself, so they are restored on each of its connections until they expire.
create table relay_implicit_subscriptions (
  client_id text not null,
  topic text not null,
  expires_at bigint not null,
  primary key (client_id, topic)
);
