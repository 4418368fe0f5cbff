import { z } from 'zod'

/** A project's remote features (`GET /appkit/v1/config`); a list feature is off when its list is empty. */
export const cloudRemoteFeaturesSchema = z.object({
  email: z.boolean(),
  socials: z.array(z.string()),
  swaps: z.array(z.string()),
  onramp: z.array(z.string()),
  activity: z.boolean(),
  reownBranding: z.boolean(),
  multiWallet: z.boolean(),
})

export type CloudRemoteFeatures = z.infer<typeof cloudRemoteFeaturesSchema>
