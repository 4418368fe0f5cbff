-- NFT contracts a self-hoster marks as spam (admin API PUT /admin/v1/spam). The history marks their transfers
-- `is_spam` and the NFT list `isSpam`; the widget hides them (spec §5). address is the lower-case 0x address.
create table spam_contracts (
  chain_id text not null,
  address text not null,
  created_at timestamptz not null default now(),
  primary key (chain_id, address)
);
