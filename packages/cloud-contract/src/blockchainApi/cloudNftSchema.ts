import { z } from 'zod'

/** An ERC-721 the address holds, as the blockchain API answers it. */
export const cloudNftSchema = z.object({
  /** CAIP-2 network id. */
  chainId: z.string(),
  /** The collection's contract address. */
  contract: z.string(),
  tokenId: z.string(),
  /** The collection's name. */
  collection: z.string(),
  /** The token's name (its metadata's, else `<collection> #<id>`). */
  name: z.string(),
  /** The image from its metadata (data:, https: or ipfs: as given), when it has one. */
  image: z.string().nullable(),
  /** Marked as spam by the cloud (hidden by the UI). */
  isSpam: z.boolean(),
})

export type CloudNft = z.infer<typeof cloudNftSchema>
