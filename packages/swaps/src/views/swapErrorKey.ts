import type { MessageKey } from '@portico/core'
import type { SwapErrorCode } from '../errors/SwapErrorCode.js'

/** The text of each swap error code (a table, so a new code without a text is a type error). */
export const swapErrorKey: Record<SwapErrorCode, MessageKey> = {
  swaps_disabled: 'swap.error.swapsDisabled',
  no_route: 'swap.error.noRoute',
  swap_provider_error: 'swap.error.providerError',
  swap_provider_timeout: 'swap.error.providerTimeout',
  swap_would_revert: 'swap.error.wouldRevert',
  approval_required: 'swap.error.approvalRequired',
  no_cloud: 'swap.error.noCloud',
  unsupported_chain: 'swap.error.unsupportedChain',
  invalid_amount: 'swap.error.invalidAmount',
  insufficient_balance: 'swap.error.insufficientBalance',
  quote_stale: 'swap.error.quoteStale',
  approval_reverted: 'swap.error.approvalReverted',
  swap_reverted: 'swap.error.swapReverted',
  user_rejected: 'swap.error.userRejected',
  unknown: 'swap.error.unknown',
}
