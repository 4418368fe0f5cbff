import type { Queryable } from '../storage/Storage.js'

/** Deletes analytics events and error reports received before `before`; answers how many of each went. */
export async function deleteExpiredAnalytics(
  db: Queryable,
  before: Date,
): Promise<{ events: number; errors: number }> {
  const [events] = await db.query<{ count: number }>(
    'with gone as (delete from analytics_events where received_at < $1 returning 1) select count(*)::int as count from gone',
    [before.toISOString()],
  )
  const [errors] = await db.query<{ count: number }>(
    'with gone as (delete from error_reports where received_at < $1 returning 1) select count(*)::int as count from gone',
    [before.toISOString()],
  )
  return { events: events?.count ?? 0, errors: errors?.count ?? 0 }
}
