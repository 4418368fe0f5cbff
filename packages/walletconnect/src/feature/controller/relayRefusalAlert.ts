import type { AlertCode } from '@portico/core'
import type { RelayRefusalReason } from '../../relay/RelayRefusedError.js'
import { RelayRefusedError } from '../../relay/RelayRefusedError.js'

/**
 * The alert for each refusal the relay says with its close: an unknown project is 'Invalid Project ID'; a device
 * clock ahead of the relay's is 'Session Expired', whose text asks to check the device clock.
 */
const REFUSAL_ALERTS: Readonly<Record<RelayRefusalReason, AlertCode>> = {
  invalid_project_id: 'INVALID_PROJECT_ID',
  jwt_not_yet_valid: 'SESSION_EXPIRED',
}

/** The alert that says why the relay refused the connection, or undefined when `error` is no such refusal. */
export function relayRefusalAlert(error: unknown): AlertCode | undefined {
  return error instanceof RelayRefusedError ? REFUSAL_ALERTS[error.reason] : undefined
}
