import type { SwapToken } from './SwapToken.js'

type Address = `0x${string}`

/** A chain's Uniswap v2 market: the pools provider quotes over every pair of `tokens` (and WETH) that has a pool. */
export type SwapMarket = {
  router: Address
  /** What the secure frame calls the router in its review (default 'Uniswap v2 Router02'): a fork's own name. */
  routerName?: string | undefined
  factory: Address
  weth: Address
  /** keccak256 of the pair's creation code (Uniswap v2's own by default), to find pairs without asking the factory. */
  pairInitCodeHash: `0x${string}`
  tokens: SwapToken[]
}

/** The swap providers this cloud has (docs/cloud.md#swaps). */
export type SwapsConfig = {
  /** The 1inch API, enabled by an API key (SWAPS_1INCH_API_KEY). */
  oneInch?: { apiKey: string; baseUrl: string } | undefined
  /** CAIP-2 chain id → its market (SWAPS_POOLS; in development, the devnet's). */
  pools: Record<string, SwapMarket>
  /** How long a call to 1inch or to a chain's node for a swap may take (SWAPS_TIMEOUT_SECONDS). */
  timeoutMs: number
}
