import { base58 } from '@scure/base'
import type { WalletKeys } from '../../custody/deriveWalletKeys.js'
import type { RpcContext } from '../RpcContext.js'
import { base64Codec } from './base64Codec.js'
import { readSolanaTransactionParams } from './readSolanaTransactionParams.js'
import { sendSolanaTransaction } from './sendSolanaTransaction.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'
import type { SolanaTransactionMethod } from './solanaTransactionMethods.js'

/**
 * Answers an approved Solana transaction request with the wallet's key (WalletConnect's answers):
 * `solana_signTransaction` → `{ signature, transaction }`, `solana_signAllTransactions` → `{ transactions }`,
 * `solana_signAndSendTransaction` → `{ signature }` once the network's RPC (`context.rpcUrl`) took it.
 */
export async function signSolanaTransactions(
  keys: WalletKeys,
  method: SolanaTransactionMethod,
  params: unknown,
  context: RpcContext,
): Promise<unknown> {
  const { transactions, sendOptions } = readSolanaTransactionParams(method, params)
  const key = { secret: keys.solanaSecret, address: keys.solanaAddress }
  const signed = transactions.map((transaction) => signSolanaTransaction(transaction, key))
  if (method === 'solana_signAllTransactions')
    return { transactions: signed.map(({ transaction }) => base64Codec.encode(transaction)) }
  const [{ transaction, signature }] = signed as [(typeof signed)[number]]
  if (method === 'solana_signTransaction')
    return { signature: base58.encode(signature), transaction: base64Codec.encode(transaction) }
  if (!context.rpcUrl) throw new Error(`The frame has no RPC URL for ${context.chainId}`)
  return { signature: await sendSolanaTransaction(context.rpcUrl, transaction, sendOptions) }
}
