import { solanaDevnetRpc } from './solanaDevnetRpc.js'

type ConfirmedTransaction = {
  transaction: { message: { accountKeys: string[] } }
  meta: { err: unknown; preBalances: number[]; postBalances: number[] }
} | null

/**
 * The lamports one confirmed transaction moved into (or out of) an account, from the transaction's own record, so
 * that transfers other workers make to the same account at the same time do not count. Null while not confirmed.
 */
export async function solanaBalanceChange(
  rpcUrl: string,
  signature: string,
  owner: string,
): Promise<number | null> {
  const landed = await solanaDevnetRpc<ConfirmedTransaction>(rpcUrl, 'getTransaction', [
    signature,
    { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ])
  if (!landed) return null
  const index = landed.transaction.message.accountKeys.indexOf(owner)
  if (index < 0) return 0
  return (landed.meta.postBalances[index] ?? 0) - (landed.meta.preBalances[index] ?? 0)
}
