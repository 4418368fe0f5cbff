type Address = `0x${string}`

/** The reserves of the pools that exist among a market's tokens: `reserves.get(a)?.get(b)` = [reserve of a, of b]. */
export type PoolGraph = {
  reserves: Map<Address, Map<Address, readonly [bigint, bigint]>>
  /** Token address (WETH for the native currency) → the share of each transfer it keeps, in basis points. */
  transferFeeBps: Map<Address, number>
}
