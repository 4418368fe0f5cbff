import type { SwapsConfig } from './SwapsConfig.js'

/** What a pools market's router is called when SWAPS_POOLS names it no other way. */
export const DEFAULT_SWAP_ROUTER_NAME = 'Uniswap v2 Router02'

/** A router this cloud's pools provider sends swaps and approvals to, as `GET /v1/convert/routers` lists it. */
export type SwapRouter = { chainId: string; address: `0x${string}`; name: string }

/**
 * The routers of the cloud's Uniswap v2 markets (SWAPS_POOLS, in development the devnet's), one per EVM chain: the
 * secure frame names them in its review of a swap or an approval, so a self-hoster's market on any chain reads
 * 'Uniswap v2 Router02 (0x…)' there, as the ones the frame knows.
 */
export function swapRoutersOf(config: SwapsConfig): SwapRouter[] {
  return Object.entries(config.pools)
    .filter(([chainId]) => chainId.startsWith('eip155:'))
    .map(([chainId, market]) => ({
      chainId,
      address: market.router,
      name: market.routerName ?? DEFAULT_SWAP_ROUTER_NAME,
    }))
}
