import { InvalidRequestError } from '../errors/errors.js'
import type { Queryable } from '../storage/Storage.js'
import { type AnalyticsEvent, errorReportPropsSchema } from './analyticsEventSchema.js'

export type RecordAnalyticsEventParameters = {
  projectId: string
  event: AnalyticsEvent
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  origin?: string | undefined
}

/** Stores an event; an error report (props.type 'error') goes to error_reports with its fields checked. */
export async function recordAnalyticsEvent(
  db: Queryable,
  { projectId, event, sdkType, sdkVersion, origin }: RecordAnalyticsEventParameters,
): Promise<'event' | 'error'> {
  if (event.props.type === 'error') {
    const parsed = errorReportPropsSchema.safeParse(event.props)
    if (!parsed.success) throw new InvalidRequestError(parsed.error.issues)
    const props = parsed.data
    await db.query(
      `insert into error_reports (project_id, event_id, url, domain, client_timestamp, error_type, error_message,
         stack_trace, event, props, sdk_type, sdk_version, origin)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13)`,
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
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)`,
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
