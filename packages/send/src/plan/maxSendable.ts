import type { Network } from '@portico/core'
import { LAMPORTS_PER_SIGNATURE } from '../solana/LAMPORTS_PER_SIGNATURE.js'
import type { SendToken } from '../tokens/SendToken.js'
import { jsonRpc } from './jsonRpc.js'
import { rpcUrlOf } from './rpcUrlOf.js'

/** Gas of a plain EVM value transfer. */
const TRANSFER_GAS = 21_000n

/**
 * The most the visitor can send of a token (Max): a token's whole balance; of the native currency,
 * the balance less the fee of a plain transfer (EVM: twice the current gas price, room for the
 * price to move before the wallet sends; Solana: one signature).
 */
export async function maxSendable(network: Network, token: SendToken): Promise<bigint> {
  if (token.address) return token.balance
  const reserve =
    network.chainNamespace === 'solana'
      ? LAMPORTS_PER_SIGNATURE
      : TRANSFER_GAS * 2n * BigInt(await jsonRpc<string>(rpcUrlOf(network), 'eth_gasPrice', []))
  return token.balance > reserve ? token.balance - reserve : 0n
}
