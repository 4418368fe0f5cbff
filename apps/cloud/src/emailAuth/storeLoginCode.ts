import type { Queryable } from '../storage/Storage.js'
import { createEmailCode } from './createEmailCode.js'
import { EMAIL_CODE_LIFETIME_MS } from './emailAuthLimits.js'
import { hashSecret } from './hashSecret.js'

/**
 * Makes the e-mail's new login code for the device `deviceHash` (inside the caller's transaction): only its hash is
 * stored, it replaces that device's earlier code (another device's code stays), its five attempts start over, and it
 * works for 10 minutes. Returns the code for the mail. With `mailed: false` (a device-approval link goes out
 * instead) the device gets a slot that no code matches, counted and expiring like a code, and no code is returned.
 */
export async function storeLoginCode(
  tx: Queryable,
  {
    projectId,
    email,
    deviceHash,
    now,
    mailed = true,
  }: { projectId: string; email: string; deviceHash: string; now: number; mailed?: boolean },
): Promise<{ code: string; expiresAt: number }> {
  const code = mailed ? createEmailCode() : ''
  const expiresAt = now + EMAIL_CODE_LIFETIME_MS
  await tx.query(
    `insert into email_codes (project_id, email, code_hash, requested_at, expires_at, wrong_attempts, used,
       device_hash)
     values ($1, $2, $3, $4, $5, 0, false, $6)
     on conflict (project_id, email, device_hash) do update set code_hash = excluded.code_hash,
       requested_at = excluded.requested_at, expires_at = excluded.expires_at, wrong_attempts = 0, used = false`,
    [projectId, email, mailed ? hashSecret(projectId, email, code) : '', now, expiresAt, deviceHash],
  )
  return { code, expiresAt }
}
