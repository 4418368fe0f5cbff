import type { EvmRequestContext } from '../evm/EvmRequestContext.js'
import { UnsupportedMethodError } from '../UnsupportedMethodError.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'
import { sendAsSmartAccount } from './sendAsSmartAccount.js'

/** Messages a smart account signs only through ERC-1271 (deployed) or ERC-6492 (before). */
const SIGNED_BY_CONTRACT = new Set(['personal_sign', 'eth_signTypedData_v4'])

/**
 * Answers one eip155 request as the smart account: its address for the accounts, `eth_sendTransaction` as a user
 * operation through the bundler. SimpleAccount has no ERC-1271 `isValidSignature`, so no signature of a message could
 * be checked against the account: `personal_sign` and `eth_signTypedData_v4` are refused before any screen, as are a
 * raw transaction's signature and batches. Reads go to `serveEoa` (the chain's node), unchanged.
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
    case 'eth_signTransaction':
    case 'wallet_sendCalls':
      throw new UnsupportedMethodError(method, `${method} as the smart account is not supported yet`)
  }
  if (SIGNED_BY_CONTRACT.has(method))
    throw new UnsupportedMethodError(
      method,
      `${method} as the smart account is not supported yet: its SimpleAccount cannot prove a signature (no ERC-1271); switch to the EOA to sign`,
    )
  return serveEoa({ ...context, address: async () => smartAccount.address })
}
