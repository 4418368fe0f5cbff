import type { SwapCloudErrorCode } from '@portico/cloud-contract'

/**
 * Why a swap cannot go on: the cloud's swap codes (SWAP_ERROR_CODES, one vocabulary with the cloud) and the widget's
 * own, each with its text `swap.error.<code>` in the package's catalogues.
 */
export type SwapErrorCode =
  | SwapCloudErrorCode
  /** No cloud (`cloudUrl`) to quote with. */
  | 'no_cloud'
  /** The active namespace is not EVM. */
  | 'unsupported_chain'
  /** The amount is not a positive number of the token's decimals. */
  | 'invalid_amount'
  /** The account holds less than the amount (checked before the wallet is asked). */
  | 'insufficient_balance'
  /** The quote is older than the refresh period, for other input, or the pool moved below it: quoted again. */
  | 'quote_stale'
  /** The approval was mined but reverted. */
  | 'approval_reverted'
  /** The swap was mined but reverted (e.g. the pool moved past the slippage): only the gas is spent. */
  | 'swap_reverted'
  /** The wallet refused. */
  | 'user_rejected'
  /** Anything else (the network, the cloud answering something else). */
  | 'unknown'
