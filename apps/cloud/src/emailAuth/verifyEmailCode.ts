import { randomBytes } from 'node:crypto'
import type { Storage } from '../storage/Storage.js'
import { checkStoredCode } from './checkStoredCode.js'
import { deviceHash } from './deviceHash.js'
import { InvalidEmailCodeError } from './emailAuthErrors.js'
import { AUTH_SESSION_LIFETIME_MS } from './emailAuthLimits.js'
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
}

/**
 * Checks a login code typed on the device `deviceId` against that device's own code and, when right, uses it up,
 * remembers the device and opens a session: the bearer token is returned once and only its hash is stored. A
 * wrong code counts an attempt of this device only (InvalidEmailCodeError with the attempts left); after five its
 * code is locked (LockedEmailCodeError, even for the right code), while the code another device asked for keeps its
 * own attempts: a stranger's guesses never lock the owner's code. A code past 10 minutes is ExpiredEmailCodeError; a
 * device that asked for no code (or used it) gets InvalidEmailCodeError with no attempts left. A device that got a
 * device-approval link holds a slot no code matches, counted the same, until approving the link mails its code.
 */
export async function verifyEmailCode({
  storage,
  projectId,
  email,
  code,
  deviceId,
  now = Date.now(),
}: VerifyEmailCodeParameters): Promise<{ token: string; expiresAt: number }> {
  const device = deviceHash(projectId, deviceId)
  const slot = [projectId, email, device]
  const outcome = await storage.transaction(async (tx) => {
    const [row] = await tx.query<CodeRow>(
      `select code_hash, expires_at, wrong_attempts, used from email_codes
       where project_id = $1 and email = $2 and device_hash = $3 for update`,
      slot,
    )
    if (!row || row.used) return { error: new InvalidEmailCodeError(0) }
    const verdict = checkStoredCode(row, hashSecret(projectId, email, code), now)
    if (!verdict.ok) {
      if (verdict.wrongAttempts !== undefined)
        await tx.query(
          'update email_codes set wrong_attempts = $4 where project_id = $1 and email = $2 and device_hash = $3',
          [...slot, verdict.wrongAttempts],
        )
      return { error: verdict.error }
    }
    await tx.query(
      'update email_codes set used = true where project_id = $1 and email = $2 and device_hash = $3',
      slot,
    )
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
