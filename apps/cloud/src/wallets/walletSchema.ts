import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'
import { walletIdSchema } from './walletIdSchema.js'

const link = z.string().max(2_048).nullable().default(null)

/** A wallet of the registry, in the wallet API's field names (docs/behaviour.md#state: id, name, image_id, rdns, chains, links). */
export const walletSchema = z.object({
  id: walletIdSchema,
  name: z.string().trim().min(1).max(100),
  image_id: walletIdSchema,
  rdns: z.string().max(255).nullable().default(null),
  chains: z.array(caip2ChainIdSchema).default([]),
  homepage: link,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  badge_type: z.enum(['certified', 'none']).default('none'),
})

export type Wallet = z.infer<typeof walletSchema>
