/**
 * The error codes of the cloud's swap routes (`/v1/convert/*`), in the body's `error`: one vocabulary for the cloud
 * that answers them and the `@portico/swaps` widget that reads them.
 */
export const SWAP_ERROR_CODES = {
  /** 403: the project's remote feature `swaps` is off. */
  disabled: 'swaps_disabled',
  /** 400: no pool or provider route between the two tokens. */
  noRoute: 'no_route',
  /** 502: the upstream aggregator answered an error or something unreadable. */
  providerError: 'swap_provider_error',
  /** 502: the upstream aggregator did not answer in time. */
  providerTimeout: 'swap_provider_timeout',
  /** 400: the chain's node says the swap (or approval) as built would revert: its estimate failed (the message says why). */
  wouldRevert: 'swap_would_revert',
  /** 400: the swap cannot be estimated before the account approves the router to spend its token (build-approve). */
  approvalRequired: 'approval_required',
} as const

/** A code of SWAP_ERROR_CODES. */
export type SwapCloudErrorCode = (typeof SWAP_ERROR_CODES)[keyof typeof SWAP_ERROR_CODES]
