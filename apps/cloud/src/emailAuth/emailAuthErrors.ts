import { CloudError } from '../errors/CloudError.js'

/** A new code was asked for within the cooldown; the message is the documented text with N rounded up. */
export class EmailCooldownError extends CloudError {
  override name = 'EmailCooldownError'
  constructor(retryAfterSeconds: number) {
    super({
      status: 429,
      code: 'email_cooldown',
      message: `Please try again after ${retryAfterSeconds} seconds`,
      details: { retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    })
  }
}

/** The code is not the one sent (or none was sent, or it was used). */
export class InvalidEmailCodeError extends CloudError {
  override name = 'InvalidEmailCodeError'
  constructor(attemptsLeft: number) {
    super({ status: 400, code: 'invalid_code', message: 'Invalid code', details: { attemptsLeft } })
  }
}

/** The code is older than its lifetime. */
export class ExpiredEmailCodeError extends CloudError {
  override name = 'ExpiredEmailCodeError'
  constructor() {
    super({ status: 400, code: 'expired_code', message: 'The code has expired' })
  }
}

/** Five wrong attempts: the code no longer works, even when right. */
export class LockedEmailCodeError extends CloudError {
  override name = 'LockedEmailCodeError'
  constructor() {
    super({ status: 400, code: 'locked_code', message: 'Too many wrong codes, request a new one' })
  }
}

/** The e-mail login needs an authenticated session (a bearer token from a verified code). */
export class AuthSessionRequiredError extends CloudError {
  override name = 'AuthSessionRequiredError'
  constructor() {
    super({ status: 401, code: 'session_required', message: 'A valid session is required' })
  }
}

/** The e-mail routes are called only by the secure site, from its exact origin. */
export class SecureOriginRequiredError extends CloudError {
  override name = 'SecureOriginRequiredError'
  constructor(origin: string | undefined) {
    super({
      status: 403,
      code: 'secure_origin_required',
      message: 'Only the secure site may call this route',
      details: { origin: origin ?? null },
    })
  }
}

/** No SMTP server is configured, so no code can be sent. */
export class EmailUnavailableError extends CloudError {
  override name = 'EmailUnavailableError'
  constructor(cause?: unknown) {
    super({ status: 503, code: 'email_unavailable', message: 'E-mail cannot be sent', cause })
  }
}

/**
 * Past a login-mail budget: the mailbox's mails to devices it has not remembered within the hour, or the client
 * address's or the project's mails within the hour (the same answer for each, whether or not the e-mail has a wallet).
 */
export class EmailLimitError extends CloudError {
  override name = 'EmailLimitError'
  constructor(retryAfterSeconds: number) {
    super({
      status: 429,
      code: 'email_limit',
      message: 'Too many login e-mails, try again later',
      details: { retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    })
  }
}

/** A device-approval link that does not exist, was used already, or has expired. */
export class DeviceLinkInvalidError extends CloudError {
  override name = 'DeviceLinkInvalidError'
  constructor(reason: 'unknown' | 'used' | 'expired') {
    super({
      status: reason === 'unknown' ? 404 : 410,
      code: `device_link_${reason}`,
      message:
        reason === 'used'
          ? 'This link was used already'
          : reason === 'expired'
            ? 'This link has expired: log in again for a new one'
            : 'This link is not valid',
    })
  }
}
