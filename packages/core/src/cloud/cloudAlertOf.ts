import type { AlertCode } from '../errors/alerts.js'
import { HttpError } from '../errors/HttpError.js'

/** Which cloud call failed: the alerts docs/behaviour.md gives differ per call (docs/behaviour.md#errors). */
export type CloudCall = 'config' | 'origins' | 'analytics'

/** The cloud's error codes (JSON body `{ error }`) that name a project problem. */
const PROJECT_ALERTS: Readonly<Record<string, AlertCode>> = {
  missing_project_id: 'PROJECT_ID_NOT_CONFIGURED',
  project_not_configured: 'PROJECT_ID_NOT_CONFIGURED',
  invalid_project_id: 'INVALID_PROJECT_ID',
  origin_not_allowlisted: 'INVALID_APP_CONFIGURATION',
}

function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined
  return typeof body.error === 'string' ? body.error : undefined
}

/**
 * The alert of docs/behaviour.md#errors for a failed cloud call, or undefined when the failure only gets logged:
 * the project errors by the cloud's error code; on the project calls (config, origins) 429 is
 * 'Rate Limited' and 5xx 'Server Error'; any other 403 from analytics is 'Invalid App
 * Configuration'. Unreachable clouds and other statuses are logged only.
 */
export function cloudAlertOf(call: CloudCall, error: unknown): AlertCode | undefined {
  if (!(error instanceof HttpError)) return undefined
  const projectAlert = PROJECT_ALERTS[errorCodeOf(error.body) ?? '']
  if (projectAlert) return projectAlert
  if (call === 'analytics') return error.status === 403 ? 'INVALID_APP_CONFIGURATION' : undefined
  if (error.status === 429) return 'RATE_LIMITED'
  if (error.status >= 500) return 'SERVER_ERROR'
  return undefined
}
