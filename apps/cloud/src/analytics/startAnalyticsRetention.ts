import type { Logger } from '../log/createLogger.js'
import type { Queryable } from '../storage/Storage.js'
import { deleteExpiredAnalytics } from './deleteExpiredAnalytics.js'

const DAY_MS = 86_400_000

export type AnalyticsRetention = {
  /** Stops sweeping and waits for a sweep under way. */
  stop(): Promise<void>
}

/**
 * Deletes analytics events and error reports older than `days` at start and then every `sweepEveryMs`, so
 * ingestion cannot grow storage without end. `days` 0 keeps everything (no sweep). A failed sweep is logged and
 * tried again at the next one.
 */
export function startAnalyticsRetention({
  db,
  days,
  sweepEveryMs,
  logger,
  now = Date.now,
}: {
  db: Queryable
  days: number
  sweepEveryMs: number
  logger: Logger
  now?: () => number
}): AnalyticsRetention {
  if (days === 0) return { stop: async () => undefined }
  const log = logger.child({ component: 'analytics-retention' })
  let sweeping: Promise<void> = Promise.resolve()
  const sweep = () => {
    sweeping = deleteExpiredAnalytics(db, new Date(now() - days * DAY_MS)).then(
      (deleted) => {
        if (deleted.events + deleted.errors > 0) log.info('expired analytics deleted', { days, ...deleted })
      },
      (error: unknown) => log.warn('expired analytics could not be deleted', { error }),
    )
  }
  sweep()
  const timer = setInterval(sweep, sweepEveryMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await sweeping
    },
  }
}
