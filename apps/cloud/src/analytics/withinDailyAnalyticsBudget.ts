import { ANALYTICS_BUDGET_WINDOW_MS } from '../constants/rateLimits.js'
import { RateLimitedError } from '../errors/errors.js'
import type { CloudDeps } from '../http/CloudDeps.js'

/**
 * Counts one analytics event or error report against its project's daily budget (`ANALYTICS_EVENTS_PER_DAY` per
 * 24 h window, shared across nodes with REDIS_URL; 0: no budget) and says whether it may still be stored. What a
 * project stores a day is bounded however many clients post: at the defaults at most about 100,000 events of at
 * most 2 KB of props and 2 KB of URL each, instead of 6,000 a minute of 12 KB.
 */
export async function withinDailyAnalyticsBudget(
  deps: Pick<CloudDeps, 'config' | 'rateLimiter'>,
  projectId: string,
): Promise<boolean> {
  const limit = deps.config.limits.analyticsEventsPerProjectPerDay
  if (limit === 0) return true
  try {
    await deps.rateLimiter.take([
      { key: `analytics-day:${projectId}`, limit, windowMs: ANALYTICS_BUDGET_WINDOW_MS },
    ])
    return true
  } catch (error) {
    if (error instanceof RateLimitedError) return false
    throw error
  }
}
