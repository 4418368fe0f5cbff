-- The relay's mailbox is bounded per project (src/relay/RelayLimits.ts): each message is counted against the
-- project of the socket that published it. relay_project_usage holds what each project keeps now: each node adds
-- the room its publishes took every second, the sweep subtracts what it deletes. Messages stored before
-- this migration have no project and count for none.
alter table relay_messages add column project_id text;

create table relay_project_usage (
  project_id text primary key,
  messages bigint not null default 0,
  bytes bigint not null default 0
);
