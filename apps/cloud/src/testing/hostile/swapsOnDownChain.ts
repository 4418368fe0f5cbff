import { devnetSwapMarkets } from '../../swaps/devnetSwapMarkets.js'
import type { SwapsConfig } from '../../swaps/SwapsConfig.js'
import { DOWN_CHAIN } from '../apiSuite/apiSuiteFixtures.js'

/** Swap settings with the devnet's market on the down chain, so the hostile swap requests reach the pools provider. */
export const swapsOnDownChain: SwapsConfig = {
  pools: { [DOWN_CHAIN]: devnetSwapMarkets['eip155:31337'] as SwapsConfig['pools'][string] },
  timeoutMs: 5_000,
}
