import { SAFE_RPC_METHODS } from '@portico/core'

/**
 * What the frame answers on eip155 (docs/behaviour.md#calls Supported RPC): the safe read-only methods, the wallet's own requests
 * and the signing and sending methods (`wallet_showCallsStatus` the page answers itself, from the frame's status).
 * Anything else is refused in the page (the allow-list, docs/behaviour.md#permissions).
 */
export const FRAME_EIP155_METHODS: readonly string[] = [
  ...SAFE_RPC_METHODS,
  'eth_requestAccounts',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_showCallsStatus',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
]
