import type { BatchSupport } from '../evm/readCallBatch.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'

/**
 * What the smart account does with a batch (EIP-5792): runs it atomically, as one user operation; honours
 * `paymasterService` where the project's paymaster sponsors the network (the cloud's own, never a URL the page names).
 */
export function smartAccountBatchSupport({
  paymasterUrl,
}: SmartAccountRequestContext['smartAccount']): BatchSupport {
  return { atomic: true, capabilities: paymasterUrl ? ['paymasterService'] : [] }
}

/** `wallet_getCapabilities` of the smart account on its network, in EIP-5792's shape. */
export function smartAccountCapabilities(smartAccount: SmartAccountRequestContext['smartAccount']) {
  return {
    atomic: { status: 'supported' as const },
    ...(smartAccount.paymasterUrl ? { paymasterService: { supported: true } } : {}),
  }
}
