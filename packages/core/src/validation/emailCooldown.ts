import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants/timeouts.js'
import { EmailCooldownError } from '../errors/EmailCooldownError.js'

/**
 * Seconds left, rounded up, before a new e-mail login may be requested (docs/behaviour.md#validation: 30 s after the
 * last); 0 when it may be requested now.
 */
export function emailCooldownRemaining(lastLoginTime: number | undefined, now: number = Date.now()): number {
  if (lastLoginTime === undefined) return 0
  const remaining = lastLoginTime + EMAIL_LOGIN_COOLDOWN_MS - now
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/** Throws 'Please try again after N seconds' while the e-mail login cooldown runs. */
export function assertEmailCooldown(lastLoginTime: number | undefined, now: number = Date.now()): void {
  const seconds = emailCooldownRemaining(lastLoginTime, now)
  if (seconds > 0) throw new EmailCooldownError({ seconds })
}
