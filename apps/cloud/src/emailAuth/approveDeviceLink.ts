import type { Storage } from '../storage/Storage.js'
import { DeviceLinkInvalidError } from './emailAuthErrors.js'
import { hashSecret } from './hashSecret.js'
import { rememberDevice } from './knownDevices.js'
import { storeLoginCode } from './storeLoginCode.js'

type LinkRow = {
  project_id: string
  email: string
  device_hash: string
  expires_at: string | number
  approved_at: string | number | null
}

/**
 * What a device-approval link of `projectId` is for (its e-mail), or why it cannot be used: unknown (or another
 * project's), used or expired (DeviceLinkInvalidError). With `approve`, in one transaction (so the link works once
 * even when opened twice at the same moment), it uses the link up, remembers its device for the e-mail and makes
 * the login code for that device, returned for the caller to mail: the link's own limits stand for the code's
 * cooldown.
 */
export async function approveDeviceLink({
  storage,
  projectId,
  token,
  approve,
  now = Date.now(),
}: {
  storage: Storage
  projectId: string
  token: string
  approve: boolean
  now?: number
}): Promise<{ email: string; code?: string }> {
  const tokenHash = hashSecret('device-link', token)
  return storage.transaction(async (tx) => {
    const [row] = await tx.query<LinkRow>(
      `select project_id, email, device_hash, expires_at, approved_at from device_links where token_hash = $1
       for update`,
      [tokenHash],
    )
    if (!row || row.project_id !== projectId) throw new DeviceLinkInvalidError('unknown')
    if (row.approved_at !== null) throw new DeviceLinkInvalidError('used')
    if (now >= Number(row.expires_at)) throw new DeviceLinkInvalidError('expired')
    if (!approve) return { email: row.email }
    await tx.query('update device_links set approved_at = $2 where token_hash = $1', [tokenHash, now])
    await rememberDevice(tx, projectId, row.email, row.device_hash, now)
    const { code } = await storeLoginCode(tx, {
      projectId,
      email: row.email,
      deviceHash: row.device_hash,
      now,
    })
    return { email: row.email, code }
  })
}
