import type { Context } from 'hono'
import { LOGIN_MAIL_WINDOW_MS } from '../constants/rateLimits.js'
import { EmailLimitError } from '../emailAuth/emailAuthErrors.js'
import { RateLimitedError } from '../errors/errors.js'
import type { CloudDeps } from './CloudDeps.js'

/**
 * Counts one login mail against the client address's budget (LOGIN_MAILS_PER_CLIENT_PER_HOUR, the address resolved
 * behind TRUSTED_PROXIES, across projects) and then the project's (LOGIN_MAILS_PER_PROJECT_PER_HOUR), through the
 * cloud's rate limiter (shared by the nodes with REDIS_URL); past either, 429 EmailLimitError with the seconds left.
 * The client's is counted first, so one client cannot use up a project's budget.
 */
export async function takeLoginMailBudget(c: Context, deps: CloudDeps, projectId: string): Promise<void> {
  const { limits } = deps.config
  try {
    await deps.rateLimiter.take([
      {
        key: `login-mail:client:${deps.clientAddress(c)}`,
        limit: limits.loginMailsPerClientPerHour,
        windowMs: LOGIN_MAIL_WINDOW_MS,
      },
      {
        key: `login-mail:project:${projectId}`,
        limit: limits.loginMailsPerProjectPerHour,
        windowMs: LOGIN_MAIL_WINDOW_MS,
      },
    ])
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw new EmailLimitError((error.details as { retryAfterSeconds: number }).retryAfterSeconds)
    }
    throw error
  }
}
