import type { AlertCode } from '../../errors/alerts.js'

/**
 * The alerts meant for the app's developer: what only the app's code or its project configuration can fix, while
 * the widget still works for the visitor. The `debug` option shows them (default) or keeps them from visitors.
 */
const DEVELOPER_ALERT_CODES: ReadonlySet<string> = new Set<AlertCode>([
  'INVALID_APP_CONFIGURATION',
  'INVALID_PROJECT_ID',
  'PROJECT_ID_NOT_CONFIGURED',
  'LOCAL_CONFIGURATION_IGNORED',
  'MULTI_WALLET_NOT_ENABLED',
  'NETWORK_NOT_FOUND',
])

/** Whether an alert (by its catalogue code) is meant for the app's developer rather than the visitor. */
export function isDeveloperAlert(code: string | undefined): boolean {
  return code !== undefined && DEVELOPER_ALERT_CODES.has(code)
}
