import { z } from 'zod'
import type { CloudRoute } from '../CloudRoute.js'
import { widgetQuerySchema } from '../query/sdkQuery.js'
import { accountQuerySchemas } from './accountQuerySchemas.js'
import { cloudNftSchema } from './cloudNftSchema.js'
import { cloudOnrampPurchaseSchema } from './cloudOnrampPurchaseSchema.js'
import { cloudTokenBalanceSchema } from './cloudTokenBalanceSchema.js'
import { cloudTransactionSchema } from './cloudTransactionSchema.js'

/**
 * The blockchain API (EVM): balances, NFTs and transaction history of an address on a network (query
 * `chainId`, CAIP-2), and its primary name and avatar.
 */
export const blockchainApiContract = {
  getBalances: {
    method: 'GET',
    path: '/v1/account/:address/balance',
    query: accountQuerySchemas.balance,
    status: 200,
    answer: z.object({ balances: z.array(cloudTokenBalanceSchema) }),
  },
  getNfts: {
    method: 'GET',
    path: '/v1/account/:address/nfts',
    query: accountQuerySchemas.nfts,
    status: 200,
    answer: z.object({ nfts: z.array(cloudNftSchema) }),
  },
  getHistory: {
    method: 'GET',
    path: '/v1/account/:address/history',
    query: accountQuerySchemas.history,
    status: 200,
    /**
     * Newest first; `next` is the cursor of the following page, null at the end. With the `onramp` parameter, the
     * first page also lists the account's on-ramp purchases (newest first, every status).
     */
    answer: z.object({
      data: z.array(cloudTransactionSchema),
      next: z.string().nullable(),
      onramp: z.array(cloudOnrampPurchaseSchema).optional(),
    }),
  },
  getIdentity: {
    method: 'GET',
    path: '/v1/identity/:address',
    query: widgetQuerySchema,
    status: 200,
    answer: z.object({ name: z.string().nullable(), avatar: z.string().nullable() }),
  },
} as const satisfies Record<string, CloudRoute>
