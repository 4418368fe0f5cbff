import type { WalletKeys } from '../custody/deriveWalletKeys.js'
import type { RpcContext } from './RpcContext.js'
import { signSolanaRequest } from './signSolanaRequest.js'

/**
 * Signs one request with the wallet's keys: `solana_*` methods with the Solana key, every other method with the EVM
 * key; `context` says which network (and its RPC URL) a request that sends goes to. A method neither side knows
 * fails with `UnsupportedMethodError`.
 */
export function signRpcRequest(
  keys: WalletKeys,
  method: string,
  params: unknown,
  context: RpcContext,
): Promise<unknown> {
  return method.startsWith('solana_')
    ? signSolanaRequest(keys, method, params, context)
    : import('./signEvmRequest.js').then(({ signEvmRequest }) => signEvmRequest(keys, method, params))
}
