import { isoTimestampSql } from '../storage/isoTimestampSql.js'
import type { Queryable } from '../storage/Storage.js'

export type RecordedEvent = {
  kind: 'event' | 'error'
  eventId: string
  event: string | null
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
  receivedAt: string
}

/** The latest events and error reports of a project, newest first (admin API). */
export async function listRecordedEvents(
  db: Queryable,
  projectId: string,
  kind: 'event' | 'error',
  limit: number,
): Promise<RecordedEvent[]> {
  const table = kind === 'error' ? 'error_reports' : 'analytics_events'
  return db.query<RecordedEvent>(
    `select '${kind}' as kind, event_id as "eventId", event, url, domain, client_timestamp as timestamp, props,
       ${isoTimestampSql('received_at')} as "receivedAt"
     from ${table} where project_id = $1 order by id desc limit $2`,
    [projectId, limit],
  )
}
