/** The share added to the chain's gas estimate when a transaction is sent: 20 %, in tenths. */
const GAS_MARGIN_TENTHS = 2n

/**
 * The gas limit to send a built transaction with: the chain's estimate plus 20 %, since the state it was estimated on
 * moves before the transaction is mined (another trade in the pool, a new block's first write) and a limit that is
 * exactly the estimate can run out. Unused gas is not paid; a swap that reverts still reverts, for its own reason.
 */
export function withGasMargin(estimate: bigint): bigint {
  return (estimate * (10n + GAS_MARGIN_TENTHS)) / 10n
}
