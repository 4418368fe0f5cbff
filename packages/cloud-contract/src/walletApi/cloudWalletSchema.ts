import { z } from 'zod'

/** A registry wallet as `GET /getWallets` answers it. */
export const cloudWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  rdns: z.string().nullable(),
  chains: z.array(z.string()),
  homepage: z.string().nullable(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  badge_type: z.enum(['certified', 'none']).optional(),
})

export type CloudWallet = z.infer<typeof cloudWalletSchema>
