import type { CloudAnswer } from '@portico/cloud-contract'
import { Hono } from 'hono'
import { z } from 'zod'
import { analyticsEventSchema, errorReportPropsSchema } from '../../analytics/analyticsEventSchema.js'
import { recordAnalyticsEvent } from '../../analytics/recordAnalyticsEvent.js'
import { withinDailyAnalyticsBudget } from '../../analytics/withinDailyAnalyticsBudget.js'
import { chainFilterSchema } from '../../chains/chainFilterSchema.js'
import { WALLETS_DEFAULT_ENTRIES, WALLETS_MAX_ENTRIES } from '../../constants/pageSizes.js'
import { ERROR_REPORTS_PER_WINDOW, ERROR_REPORTS_WINDOW_MS } from '../../constants/rateLimits.js'
import { frameAncestorsOf } from '../../projects/frameAncestorsOf.js'
import { walletIdSchema } from '../../wallets/walletIdSchema.js'
import type { CloudDeps } from '../CloudDeps.js'
import { commaList, sdkQuery } from '../commonQuery.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { projectScope } from '../projectScope.js'

const widgetQuery = z.object(sdkQuery).loose()
const getWalletsQuery = z.object({
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

/** The spec's wallet API (§7): config, origins, wallets, analytics config and ingestion. */
export function walletApiRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const scoped = projectScope(deps, { bucket: 'api', query: widgetQuery })

  app.get('/appkit/v1/config', scoped, async (c) => {
    return c.json({ features: c.var.project.features } satisfies CloudAnswer<'getConfig'>)
  })

  // The widget checks the page's origin against this list itself.
  const anyOrigin = projectScope(deps, { bucket: 'api', checkOrigin: false, query: widgetQuery })
  app.get('/projects/v1/origins', anyOrigin, async (c) => {
    const { project } = c.var
    return c.json({
      allowedOrigins: project.allowedOrigins,
      frameAncestors: frameAncestorsOf(project, deps.config.development),
    } satisfies CloudAnswer<'getOrigins'>)
  })

  app.get('/getWallets', projectScope(deps, { bucket: 'api', query: getWalletsQuery }), async (c) => {
    const query = parseInput(getWalletsQuery, c.req.query())
    const result = await deps.wallets.search({
      page: query.page,
      entries: query.entries,
      search: query.search,
      include: query.include,
      exclude: query.exclude,
      chains: query.chains,
      badgeType: query.badge_type,
    })
    return c.json(result satisfies CloudAnswer<'getWallets'>)
  })

  app.get('/getAnalyticsConfig', scoped, async (c) => {
    return c.json({
      isAnalyticsEnabled: c.var.project.analyticsEnabled,
    } satisfies CloudAnswer<'getAnalyticsConfig'>)
  })

  app.post('/e', scoped, async (c) => {
    const query = parseInput(widgetQuery, c.req.query())
    const { project } = c.var
    const event = parseInput(analyticsEventSchema, await readJsonBody(c.req))
    const errorReport =
      event.props.type === 'error' ? parseInput(errorReportPropsSchema, event.props) : undefined
    if (!project.analyticsEnabled)
      return c.json({ accepted: false, reason: 'analytics_disabled' } satisfies CloudAnswer<'sendEvent'>, 202)
    if (errorReport) {
      await deps.rateLimiter.take([
        {
          key: `errors:${project.id}:${deps.clientAddress(c)}`,
          limit: ERROR_REPORTS_PER_WINDOW,
          windowMs: ERROR_REPORTS_WINDOW_MS,
        },
      ])
    }
    if (!(await withinDailyAnalyticsBudget(deps, project.id)))
      return c.json({ accepted: false, reason: 'daily_budget_spent' } satisfies CloudAnswer<'sendEvent'>, 202)
    const kind = await recordAnalyticsEvent(deps.storage, {
      projectId: project.id,
      event,
      errorReport,
      sdkType: query.st,
      sdkVersion: query.sv,
      origin: c.req.header('origin'),
    })
    return c.json({ accepted: true, kind } satisfies CloudAnswer<'sendEvent'>, 202)
  })

  return app
}
