import { z } from 'zod'

const providerList = z.array(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/)).max(32)

/** Remote feature flags (docs/behaviour.md#state). A list feature is off when its list is empty. */
export const remoteFeaturesSchema = z.object({
  email: z.boolean(),
  socials: providerList,
  swaps: providerList,
  onramp: providerList,
  activity: z.boolean(),
  reownBranding: z.boolean(),
  multiWallet: z.boolean(),
})

export type RemoteFeatures = z.infer<typeof remoteFeaturesSchema>
