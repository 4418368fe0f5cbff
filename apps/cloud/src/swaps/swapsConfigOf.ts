import type { CloudConfig } from '../config/CloudConfig.js'
import { devnetSwapMarkets } from './devnetSwapMarkets.js'
import type { SwapsConfig } from './SwapsConfig.js'

const DEFAULT_TIMEOUT_MS = 10_000

/** The cloud's swap settings; a config built without them (tests) has no 1inch and, in development, the devnet's pools. */
export function swapsConfigOf(config: CloudConfig): SwapsConfig {
  return (
    config.swaps ?? {
      pools: config.development ? { ...devnetSwapMarkets } : {},
      timeoutMs: DEFAULT_TIMEOUT_MS,
    }
  )
}
