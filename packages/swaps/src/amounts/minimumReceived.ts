/** What a swap of `toAmount` gives at least with `slippage` percent tolerance (as the cloud bounds the router). */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  const bps = BigInt(Math.round(slippage * 100))
  return (toAmount * (10_000n - bps)) / 10_000n
}
