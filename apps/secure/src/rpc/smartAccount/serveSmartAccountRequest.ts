import type { EvmRequestContext } from '../evm/EvmRequestContext.js'
import { UnsupportedMethodError } from '../UnsupportedMethodError.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'
import { sendAsSmartAccount } from './sendAsSmartAccount.js'
import { signAsSmartAccount } from './signAsSmartAccount.js'

/**
 * Answers one eip155 request as the smart account: its address for the accounts, `eth_sendTransaction` as a user
 * operation through the bundler, `personal_sign` and `eth_signTypedData_v4` as the Safe's signatures (ERC-1271 once
 * deployed, ERC-6492 before: signAsSmartAccount); a raw transaction's signature and batches are refused. Reads go to
 * `serveEoa` (the chain's node), unchanged.
 */
export async function serveSmartAccountRequest(
  context: SmartAccountRequestContext,
  serveEoa: (context: EvmRequestContext) => Promise<unknown>,
): Promise<unknown> {
  const { method, params, smartAccount } = context
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [smartAccount.address]
    case 'eth_sendTransaction':
      return sendAsSmartAccount(context, list[0])
    case 'personal_sign':
    case 'eth_signTypedData_v4':
      return signAsSmartAccount(context, method, list)
    case 'eth_signTransaction':
    case 'wallet_sendCalls':
      throw new UnsupportedMethodError(method, `${method} as the smart account is not supported yet`)
  }
  return serveEoa({ ...context, address: async () => smartAccount.address })
}
