import { z } from 'zod'

const optionalText = z.string().nullish()
const links = z.looseObject({ native: optionalText, universal: optionalText }).nullish()

/** One listing of a catalogue file in the common explorer format (WalletConnect explorer `listings`). */
export const explorerListingSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().min(1),
  homepage: optionalText,
  image_id: optionalText,
  rdns: optionalText,
  chains: z.array(z.string()).nullish(),
  badge_type: optionalText,
  app: z
    .looseObject({
      browser: optionalText,
      ios: optionalText,
      android: optionalText,
      chrome: optionalText,
    })
    .nullish(),
  mobile: links,
  desktop: links,
})

/** A catalogue file in the explorer format: `{ listings: { [id]: listing } }`. */
export const explorerFileSchema = z.looseObject({
  listings: z.record(z.string(), z.unknown()),
})

export type ExplorerListing = z.infer<typeof explorerListingSchema>
