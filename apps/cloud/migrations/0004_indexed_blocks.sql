-- The hashes of the most recent indexed blocks per chain (INDEXER_REORG_WINDOW of them), so that a reorganisation
-- rolls the index back to the last block both forks share instead of re-indexing the chain from its start.
create table indexed_blocks (
  chain_id text not null,
  number bigint not null,
  hash text not null,
  primary key (chain_id, number)
);
