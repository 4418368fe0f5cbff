import {
  type CloudAnswer,
  walletApiContract,
  widgetQuerySchema as widgetQuery,
} from '@portico/cloud-contract'
import { Hono } from 'hono'
import { analyticsEventSchema, errorReportPropsSchema } from '../../analytics/analyticsEventSchema.js'
import { recordAnalyticsEvent } from '../../analytics/recordAnalyticsEvent.js'
import { withinDailyAnalyticsBudget } from '../../analytics/withinDailyAnalyticsBudget.js'
import { ERROR_REPORTS_PER_WINDOW, ERROR_REPORTS_WINDOW_MS } from '../../constants/rateLimits.js'
import { frameAncestorsOf } from '../../projects/frameAncestorsOf.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { projectScope } from '../projectScope.js'

/** The documented wallet API (docs/behaviour.md#calls): config, origins, wallets, analytics config and ingestion. */
export function walletApiRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const getWalletsQuery = walletApiContract.getWallets.query
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
