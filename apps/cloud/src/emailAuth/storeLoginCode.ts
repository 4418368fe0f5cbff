import type { Queryable } from '../storage/Storage.js'
import { createEmailCode } from './createEmailCode.js'
import { EMAIL_CODE_LIFETIME_MS } from './emailAuthLimits.js'
import { hashSecret } from './hashSecret.js'

/**
 * Makes the e-mail's new login code for the device `deviceHash` (inside the caller's transaction): only its hash is
 * stored, it replaces any earlier code, and it works for 10 minutes. Returns the code for the mail.
 */
export async function storeLoginCode(
  tx: Queryable,
  {
    projectId,
    email,
    deviceHash,
    now,
  }: { projectId: string; email: string; deviceHash: string; now: number },
): Promise<{ code: string; expiresAt: number }> {
  const code = createEmailCode()
  const expiresAt = now + EMAIL_CODE_LIFETIME_MS
  await tx.query(
    `insert into email_codes (project_id, email, code_hash, requested_at, expires_at, wrong_attempts, used,
       device_hash)
     values ($1, $2, $3, $4, $5, 0, false, $6)
     on conflict (project_id, email) do update set code_hash = excluded.code_hash,
       requested_at = excluded.requested_at, expires_at = excluded.expires_at, wrong_attempts = 0, used = false,
       device_hash = excluded.device_hash`,
    [projectId, email, hashSecret(projectId, email, code), now, expiresAt, deviceHash],
  )
  return { code, expiresAt }
}
