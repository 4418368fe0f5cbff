import type { RemoteFeatures } from '../types/options.js'

/**
 * Remote features used when the project's configuration cannot be fetched (docs/behaviour.md#limits); a package's switch
 * the cloud decides brings its own (`PorticoFeature.remoteSwitch.fallback`: swaps' `['1inch']`).
 */
export const DEFAULT_REMOTE_FEATURES: Readonly<RemoteFeatures> = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
}

/** The on-ramp fee range shown to the visitor, in percent (docs/behaviour.md#limits). */
export const ONRAMP_FEE_PERCENT = { min: 1, max: 2 } as const

/** Default swap slippage tolerance, in percent (docs/behaviour.md#limits). */
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1
