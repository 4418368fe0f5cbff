import type { CloudLimits } from '../config/CloudLimits.js'
import {
  DEFAULT_CLIENT_RATE_LIMIT_PER_MINUTE,
  DEFAULT_LOGIN_MAILS_PER_CLIENT_PER_HOUR,
  DEFAULT_LOGIN_MAILS_PER_PROJECT_PER_HOUR,
  DEFAULT_NO_ORIGIN_RATE_LIMIT_PER_MINUTE,
  DEFAULT_UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE,
} from './rateLimits.js'

/** The limits of a node when no variable sets them. */
export const DEFAULT_CLOUD_LIMITS: CloudLimits = {
  clientPerMinute: DEFAULT_CLIENT_RATE_LIMIT_PER_MINUTE,
  noOriginClientPerMinute: DEFAULT_NO_ORIGIN_RATE_LIMIT_PER_MINUTE,
  unknownProjectLookupsPerMinute: DEFAULT_UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE,
  loginMailsPerClientPerHour: DEFAULT_LOGIN_MAILS_PER_CLIENT_PER_HOUR,
  loginMailsPerProjectPerHour: DEFAULT_LOGIN_MAILS_PER_PROJECT_PER_HOUR,
  maxConnections: 1_000,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  analyticsEventsPerProjectPerDay: 100_000,
}
/** How long analytics events and error reports are kept by default (ANALYTICS_RETENTION_DAYS; 0 keeps them). */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90
/** How often expired analytics are deleted. */
export const ANALYTICS_RETENTION_SWEEP_MS = 60 * 60_000
/** How often Node checks open connections against the request and header timeouts. */
export const CONNECTION_CHECK_INTERVAL_MS = 1_000
