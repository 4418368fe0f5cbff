import type { z } from 'zod'
import type { Queryable } from '../storage/Storage.js'
import type { AnalyticsEvent, errorReportPropsSchema } from './analyticsEventSchema.js'

export type RecordAnalyticsEventParameters = {
  projectId: string
  event: AnalyticsEvent
  /** The checked props of an error report (errorReportPropsSchema); absent for an event. */
  errorReport?: z.output<typeof errorReportPropsSchema> | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  origin?: string | undefined
}

/**
 * Stores an event, or an error report in error_reports. Each is stored once per project and eventId: a retried
 * event (same eventId) is accepted again and not stored twice.
 */
export async function recordAnalyticsEvent(
  db: Queryable,
  { projectId, event, errorReport: props, sdkType, sdkVersion, origin }: RecordAnalyticsEventParameters,
): Promise<'event' | 'error'> {
  if (props) {
    await db.query(
      `insert into error_reports (project_id, event_id, url, domain, client_timestamp, error_type, error_message,
         stack_trace, event, props, sdk_type, sdk_version, origin)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13)
       on conflict (project_id, event_id) do nothing`,
      [
        projectId,
        event.eventId,
        event.url,
        event.domain,
        event.timestamp,
        props.errorType,
        props.errorMessage,
        props.stackTrace ?? null,
        props.event ?? null,
        JSON.stringify(props),
        sdkType ?? null,
        sdkVersion ?? null,
        origin ?? null,
      ],
    )
    return 'error'
  }
  await db.query(
    `insert into analytics_events (project_id, event_id, event, url, domain, client_timestamp, props, sdk_type,
       sdk_version, origin)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
     on conflict (project_id, event_id) do nothing`,
    [
      projectId,
      event.eventId,
      event.props.event ?? null,
      event.url,
      event.domain,
      event.timestamp,
      JSON.stringify(event.props),
      sdkType ?? null,
      sdkVersion ?? null,
      origin ?? null,
    ],
  )
  return 'event'
}
