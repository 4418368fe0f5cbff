import type { RemoteFeatures } from './remoteFeaturesSchema.js'

/** docs/behaviour.md#limits: swaps 1inch; onramp meld and coinbase; email; socials; activity; branding on; multiWallet off. */
export const defaultRemoteFeatures: RemoteFeatures = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: ['1inch'],
  onramp: ['meld', 'coinbase'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
}
