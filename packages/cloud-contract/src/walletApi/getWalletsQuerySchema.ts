import { z } from 'zod'
import { chainFilterSchema } from '../ids/chainFilterSchema.js'
import { walletIdSchema } from '../ids/walletIdSchema.js'
import { commaList } from '../query/commaList.js'
import { sdkQuery } from '../query/sdkQuery.js'
import { WALLETS_DEFAULT_ENTRIES, WALLETS_MAX_ENTRIES } from './walletPageSizes.js'

/** The query of `GET /getWallets`: a page of the registry, filtered by ids, chains, a search text and the badge. */
export const getWalletsQuerySchema = z.object({
  ...sdkQuery,
  projectId: z.string().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  // Larger pages are answered with the most there is, as the widget's page sizes may grow.
  entries: z.coerce
    .number()
    .int()
    .min(1)
    .default(WALLETS_DEFAULT_ENTRIES)
    .transform((entries) => Math.min(entries, WALLETS_MAX_ENTRIES)),
  include: commaList(walletIdSchema, 500),
  exclude: commaList(walletIdSchema, 500),
  chains: commaList(chainFilterSchema, 100),
  search: z.string().max(100).optional(),
  badge_type: z.enum(['certified', 'none']).optional(),
})
