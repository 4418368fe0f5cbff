import { randomBytes } from 'node:crypto'
import type { Queryable } from '../storage/Storage.js'
import { DEVICE_LINK_LIFETIME_MS } from './emailAuthLimits.js'
import { hashSecret } from './hashSecret.js'

/**
 * Records a new device-approval link for `deviceHash` (inside the caller's transaction, after claimMailboxMail, whose
 * limits it has) and returns its token, which only the mail will carry: the table keeps its hash.
 */
export async function requestDeviceLink(
  tx: Queryable,
  {
    projectId,
    email,
    deviceHash,
    now,
  }: { projectId: string; email: string; deviceHash: string; now: number },
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = now + DEVICE_LINK_LIFETIME_MS
  await tx.query(
    `insert into device_links (token_hash, project_id, email, device_hash, requested_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashSecret('device-link', token), projectId, email, deviceHash, now, expiresAt],
  )
  return { token, expiresAt }
}
