import type { PublicClient } from 'viem'
import type { Queryable } from '../../storage/Storage.js'

/**
 * The highest indexed block of a chain, at most `head`, whose stored hash the chain still has: where a
 * reorganisation forked.
 * Undefined when none of the stored blocks is left (a new chain behind the same id: a devnet restart, or a
 * reorganisation deeper than the stored window). Checks the oldest stored block first, so a new chain costs one
 * call; then walks down from the top, which for a usual reorganisation of a block or two is a call or two.
 */
export async function findForkPoint(
  db: Queryable,
  client: PublicClient,
  chainId: string,
  head: bigint,
): Promise<{ number: bigint; hash: string } | undefined> {
  // Ordered by the bigint column, not by the text the rows are read as (which would put block 9 above block 11).
  const stored = await db.query<{ number: string; hash: string }>(
    `select number::text as number, hash from indexed_blocks where chain_id = $1 and number <= $2::bigint
      order by indexed_blocks.number desc`,
    [chainId, String(head)],
  )
  const onChain = async (number: string) => (await client.getBlock({ blockNumber: BigInt(number) })).hash
  const oldest = stored.at(-1)
  if (!oldest || (await onChain(oldest.number)) !== oldest.hash) return undefined
  for (const block of stored) {
    if ((await onChain(block.number)) === block.hash)
      return { number: BigInt(block.number), hash: block.hash }
  }
  return undefined
}
