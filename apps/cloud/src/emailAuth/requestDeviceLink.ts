import { randomBytes } from 'node:crypto'
import type { Queryable } from '../storage/Storage.js'
import { DeviceLinkLimitError, EmailCooldownError } from './emailAuthErrors.js'
import {
  DEVICE_LINK_COOLDOWN_MS,
  DEVICE_LINK_LIFETIME_MS,
  DEVICE_LINK_MAX_PER_WINDOW,
  DEVICE_LINK_WINDOW_MS,
} from './emailAuthLimits.js'
import { hashSecret } from './hashSecret.js'

/**
 * Records a new device-approval link for `deviceHash` (inside the caller's transaction, after a lock on the
 * e-mail's code row) and returns its token, which only the mail will carry: the table keeps its hash. Refused
 * within 30 s of the e-mail's last link ('Please try again after N seconds') and past five links an hour.
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
  const recent = await tx.query<{ requested_at: string | number }>(
    `select requested_at from device_links where project_id = $1 and email = $2 and requested_at > $3
     order by requested_at desc`,
    [projectId, email, now - DEVICE_LINK_WINDOW_MS],
  )
  const last = recent[0] ? Number(recent[0].requested_at) : undefined
  if (last !== undefined && now - last < DEVICE_LINK_COOLDOWN_MS) {
    throw new EmailCooldownError(Math.ceil((DEVICE_LINK_COOLDOWN_MS - (now - last)) / 1000))
  }
  if (recent.length >= DEVICE_LINK_MAX_PER_WINDOW) {
    const oldest = Number(recent[recent.length - 1]?.requested_at)
    throw new DeviceLinkLimitError(Math.ceil((oldest + DEVICE_LINK_WINDOW_MS - now) / 1000))
  }
  const token = randomBytes(32).toString('base64url')
  const expiresAt = now + DEVICE_LINK_LIFETIME_MS
  await tx.query(
    `insert into device_links (token_hash, project_id, email, device_hash, requested_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [hashSecret('device-link', token), projectId, email, deviceHash, now, expiresAt],
  )
  return { token, expiresAt }
}
