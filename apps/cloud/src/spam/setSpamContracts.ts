import type { Storage } from '../storage/Storage.js'
import type { SpamContractInput } from './spamContractInputSchema.js'

/** Marks (or, for `spam: false`, unmarks) the listed contracts in one transaction; other marks stay. */
export async function setSpamContracts(
  storage: Storage,
  contracts: readonly SpamContractInput[],
): Promise<void> {
  await storage.transaction(async (tx) => {
    for (const { chainId, address, spam } of contracts) {
      await (spam
        ? tx.query(
            'insert into spam_contracts (chain_id, address) values ($1, $2) on conflict (chain_id, address) do nothing',
            [chainId, address],
          )
        : tx.query('delete from spam_contracts where chain_id = $1 and address = $2', [chainId, address]))
    }
  })
}
