import type { WalletKeys } from '../custody/deriveWalletKeys.js'
import { signSolanaRequest } from './signSolanaRequest.js'

/**
 * Signs one request with the wallet's keys: `solana_*` methods with the Solana key, every other method with the EVM
 * key. A method neither side knows fails with `UnsupportedMethodError`.
 */
export function signRpcRequest(keys: WalletKeys, method: string, params: unknown): Promise<unknown> {
  return method.startsWith('solana_')
    ? signSolanaRequest(keys, method, params)
    : import('./signEvmRequest.js').then(({ signEvmRequest }) => signEvmRequest(keys, method, params))
}
