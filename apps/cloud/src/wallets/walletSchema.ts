import { z } from 'zod'

const link = z.string().max(2_048).nullable().default(null)

/** A wallet of the registry, in the wallet API's field names (spec §3: id, name, image_id, rdns, chains, links). */
export const walletSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/),
  name: z.string().trim().min(1).max(100),
  image_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/),
  rdns: z.string().max(255).nullable().default(null),
  chains: z.array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/)).default([]),
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
