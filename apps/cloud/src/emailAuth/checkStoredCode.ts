import { ExpiredEmailCodeError, InvalidEmailCodeError, LockedEmailCodeError } from './emailAuthErrors.js'
import { EMAIL_CODE_MAX_WRONG_ATTEMPTS } from './emailAuthLimits.js'

/** A stored code as the e-mail routes keep it: its hash, expiry and the wrong attempts so far. */
export type StoredCode = { code_hash: string; expires_at: string | number; wrong_attempts: number }

/**
 * The verdict on a typed code against a stored one, by the login's limits: locked after five wrong attempts (even
 * the right code), expired after its lifetime, else right or wrong. A wrong code gives the attempts to store and
 * the error to throw once they are stored (LockedEmailCodeError at the fifth, else InvalidEmailCodeError).
 */
export function checkStoredCode(
  row: StoredCode,
  typedHash: string,
  now: number,
): { ok: true } | { ok: false; error: Error; wrongAttempts?: number } {
  if (row.wrong_attempts >= EMAIL_CODE_MAX_WRONG_ATTEMPTS)
    return { ok: false, error: new LockedEmailCodeError() }
  if (now >= Number(row.expires_at)) return { ok: false, error: new ExpiredEmailCodeError() }
  if (row.code_hash === typedHash) return { ok: true }
  const wrongAttempts = row.wrong_attempts + 1
  return {
    ok: false,
    wrongAttempts,
    error:
      wrongAttempts >= EMAIL_CODE_MAX_WRONG_ATTEMPTS
        ? new LockedEmailCodeError()
        : new InvalidEmailCodeError(EMAIL_CODE_MAX_WRONG_ATTEMPTS - wrongAttempts),
  }
}
