import { z } from 'zod'
import type { CloudRoute } from '../CloudRoute.js'
import { widgetQuerySchema } from '../query/sdkQuery.js'
import { analyticsEventBodySchema } from './analyticsEventBodySchema.js'
import { cloudRemoteFeaturesSchema } from './cloudRemoteFeaturesSchema.js'
import { cloudWalletSchema } from './cloudWalletSchema.js'
import { getWalletsQuerySchema } from './getWalletsQuerySchema.js'

/**
 * The wallet API: the project's remote features and origins, the wallet registry, the analytics switch and
 * events. Every call names the project (`projectId`) and the SDK (`st`, `sv`) in its query.
 */
export const walletApiContract = {
  getConfig: {
    method: 'GET',
    path: '/appkit/v1/config',
    query: widgetQuerySchema,
    status: 200,
    answer: z.object({ features: cloudRemoteFeaturesSchema }),
  },
  getOrigins: {
    method: 'GET',
    path: '/projects/v1/origins',
    query: widgetQuerySchema,
    status: 200,
    answer: z.object({ allowedOrigins: z.array(z.string()), frameAncestors: z.array(z.string()) }),
  },
  getWallets: {
    method: 'GET',
    path: '/getWallets',
    query: getWalletsQuerySchema,
    status: 200,
    answer: z.object({ data: z.array(cloudWalletSchema), count: z.number().int().nonnegative() }),
  },
  getAnalyticsConfig: {
    method: 'GET',
    path: '/getAnalyticsConfig',
    query: widgetQuerySchema,
    status: 200,
    answer: z.object({ isAnalyticsEnabled: z.boolean() }),
  },
  sendEvent: {
    method: 'POST',
    path: '/e',
    query: widgetQuerySchema,
    status: 202,
    body: analyticsEventBodySchema,
    /** Kept as an event or an error report, or not kept, and why (202 either way). */
    answer: z.object({
      accepted: z.boolean(),
      kind: z.enum(['event', 'error']).optional(),
      reason: z.enum(['analytics_disabled', 'daily_budget_spent']).optional(),
    }),
  },
} as const satisfies Record<string, CloudRoute>
