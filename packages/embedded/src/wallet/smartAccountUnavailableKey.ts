import type { SmartAccountUnavailableReason } from '../protocol/protocolTypes.js'

/**
 * The catalogue's text for a smart account the frame could not use (`smart_account_unavailable`): a network without
 * the ERC-4337 contracts says so (the visitor cannot fix that by trying later); anything else is the smart account
 * unavailable now.
 */
export const smartAccountUnavailableKey = (reason: SmartAccountUnavailableReason | undefined) =>
  reason === 'contracts_missing' ? 'accountType.noContracts' : 'accountType.unavailable'
