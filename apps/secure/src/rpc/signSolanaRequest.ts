import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { WalletKeys } from '../custody/deriveWalletKeys.js'
import type { RpcContext } from './RpcContext.js'
import { isSolanaTransactionMethod } from './solana/solanaTransactionMethods.js'
import { UnsupportedMethodError } from './UnsupportedMethodError.js'

/**
 * Signs one solana request with the wallet's Solana key: `solana_signMessage` (`{ message: base58, pubkey }`), and
 * the transaction methods (sign, sign all, sign and send), whose code loads on first use.
 */
export async function signSolanaRequest(
  keys: WalletKeys,
  method: string,
  params: unknown,
  context: RpcContext,
): Promise<unknown> {
  if (method === 'solana_signMessage') {
    const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
    if (typeof message !== 'string' || typeof pubkey !== 'string')
      throw new Error('solana_signMessage needs { message, pubkey }')
    if (pubkey !== keys.solanaAddress) throw new Error('The address is not this wallet’s')
    return { signature: base58.encode(ed25519.sign(base58.decode(message), keys.solanaSecret)) }
  }
  if (isSolanaTransactionMethod(method)) {
    const { signSolanaTransactions } = await import('./solana/signSolanaTransactions.js')
    return signSolanaTransactions(keys, method, params, context)
  }
  throw new UnsupportedMethodError(method)
}
