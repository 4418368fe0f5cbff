/** Wallet provider error codes (docs/behaviour.md#errors, EIP-1193). */
export const PROVIDER_ERROR_CODES = {
  /** EIP-1193: the user rejected the request. */
  userRejected: 4001,
  /** The wallet does not know the chain: add it with wallet_addEthereumChain. */
  unrecognizedChain: 4902,
  default: 5000,
  invalidChainId: 32603,
} as const

export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[keyof typeof PROVIDER_ERROR_CODES]
