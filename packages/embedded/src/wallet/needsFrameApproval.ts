import { isSafeRpcMethod } from '@portico/core'

/**
 * Methods the frame answers without its approval screen beside the safe read-only ones: asking for the accounts,
 * switching or adding a network, and the smart-account methods it refuses at once ('not supported yet').
 */
const ANSWERED_WITHOUT_APPROVAL = new Set([
  'eth_requestAccounts',
  'solana_requestAccounts',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

/** ERC-7715 grants: the frame's review when the app turned smart sessions on, else its 4200 at once. */
const GRANT_METHODS = new Set(['wallet_grantPermissions', 'wallet_revokePermissions'])

/**
 * Whether a request shows the frame's approval screen (ApproveTransaction) and waits on the visitor; the grant
 * methods only with `smartSessions` (the app's `features.smartSessions`).
 */
export function needsFrameApproval(method: string, smartSessions = false): boolean {
  if (GRANT_METHODS.has(method)) return smartSessions
  return !isSafeRpcMethod(method) && !ANSWERED_WITHOUT_APPROVAL.has(method)
}
