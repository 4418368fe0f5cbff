import { numberToHex } from 'viem'
import type { EvmRequestContext } from '../evm/EvmRequestContext.js'
import { UnsupportedMethodError } from '../UnsupportedMethodError.js'
import { readUserOperationCallsStatus } from './readUserOperationCallsStatus.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'
import { sendAsSmartAccount } from './sendAsSmartAccount.js'
import { sendCallsAsSmartAccount } from './sendCallsAsSmartAccount.js'
import { signAsSmartAccount } from './signAsSmartAccount.js'
import { smartAccountCapabilities } from './smartAccountBatchSupport.js'
import { decodeUserOperationBatchId } from './userOperationBatchId.js'

/**
 * Answers one eip155 request as the smart account: its address for the accounts, `eth_sendTransaction` as a user
 * operation through the bundler, `personal_sign` and `eth_signTypedData_v4` as the Safe's signatures (ERC-1271 once
 * deployed, ERC-6492 before: signAsSmartAccount), EIP-5792 batches as one atomic user operation (its capabilities,
 * `wallet_sendCalls` and the status of the batches it sent); a raw transaction's signature is refused. Reads, and the
 * status of batches the EOA sent, go to `serveEoa` (the chain's node), unchanged.
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
    case 'wallet_sendCalls':
      return sendCallsAsSmartAccount(context, list[0])
    case 'wallet_getCapabilities': {
      const chainHex = numberToHex(context.chainId)
      const chains = Array.isArray(list[1]) ? (list[1] as unknown[]).map(String) : [chainHex]
      return Object.fromEntries(
        chains.map((chain) => [
          chain,
          Number(chain) === context.chainId
            ? smartAccountCapabilities(smartAccount)
            : { atomic: { status: 'unsupported' } },
        ]),
      )
    }
    case 'wallet_getCallsStatus': {
      const batch = decodeUserOperationBatchId(list[0])
      if (batch) return readUserOperationCallsStatus(context, list[0] as string, batch)
      break
    }
    case 'eth_signTransaction':
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
      throw new UnsupportedMethodError(method, `${method} as the smart account is not supported yet`)
  }
  return serveEoa({ ...context, address: async () => smartAccount.address })
}
