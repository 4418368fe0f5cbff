import { randomBytes } from 'node:crypto'
import type { Storage } from '../storage/Storage.js'
import { deviceHash } from './deviceHash.js'
import { ExpiredEmailCodeError, InvalidEmailCodeError, LockedEmailCodeError } from './emailAuthErrors.js'
import { AUTH_SESSION_LIFETIME_MS, EMAIL_CODE_MAX_WRONG_ATTEMPTS } from './emailAuthLimits.js'
import { hashSecret } from './hashSecret.js'
import { rememberDevice } from './knownDevices.js'

export type VerifyEmailCodeParameters = {
  storage: Storage
  projectId: string
  email: string
  code: string
  /** The frame's id of the device the code is typed on: it must be the device the code was sent to. */
  deviceId: string
  now?: number
}

type CodeRow = {
  code_hash: string
  expires_at: string | number
  wrong_attempts: number
  used: boolean
  device_hash: string
}

/**
 * Checks a login code and, when right, uses it up and opens a session: the bearer token is returned once and
 * only its hash is stored. A wrong code counts an attempt (InvalidEmailCodeError with the attempts left); after
 * five the code is locked (LockedEmailCodeError, even for the right code); a code past 10 minutes is
 * ExpiredEmailCodeError; a used or never-sent code is InvalidEmailCodeError. A code typed on another device than
 * the one it was sent to counts as wrong (a code is bound to its device); the right one remembers the device.
 */
export async function verifyEmailCode({
  storage,
  projectId,
  email,
  code,
  deviceId,
  now = Date.now(),
}: VerifyEmailCodeParameters): Promise<{ token: string; expiresAt: number }> {
  const outcome = await storage.transaction(async (tx) => {
    const [row] = await tx.query<CodeRow>(
      `select code_hash, expires_at, wrong_attempts, used, device_hash from email_codes
       where project_id = $1 and email = $2 for update`,
      [projectId, email],
    )
    if (!row || row.used) return { error: new InvalidEmailCodeError(0) }
    if (row.wrong_attempts >= EMAIL_CODE_MAX_WRONG_ATTEMPTS) return { error: new LockedEmailCodeError() }
    if (now >= Number(row.expires_at)) return { error: new ExpiredEmailCodeError() }
    const device = deviceHash(projectId, deviceId)
    if (row.code_hash !== hashSecret(projectId, email, code) || row.device_hash !== device) {
      const attempts = row.wrong_attempts + 1
      await tx.query('update email_codes set wrong_attempts = $3 where project_id = $1 and email = $2', [
        projectId,
        email,
        attempts,
      ])
      return {
        error:
          attempts >= EMAIL_CODE_MAX_WRONG_ATTEMPTS
            ? new LockedEmailCodeError()
            : new InvalidEmailCodeError(EMAIL_CODE_MAX_WRONG_ATTEMPTS - attempts),
      }
    }
    await tx.query('update email_codes set used = true where project_id = $1 and email = $2', [
      projectId,
      email,
    ])
    await rememberDevice(tx, projectId, email, device, now)
    const token = randomBytes(32).toString('base64url')
    const expiresAt = now + AUTH_SESSION_LIFETIME_MS
    await tx.query(
      'insert into auth_sessions (token_hash, project_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)',
      [hashSecret(token), projectId, email, now, expiresAt],
    )
    return { token, expiresAt }
  })
  // The wrong attempt is committed before the error is thrown (a throw inside would roll it back).
  if ('error' in outcome) throw outcome.error
  return outcome
}
