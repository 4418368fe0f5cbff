import { randomBytes } from 'node:crypto'
import { AUTH_SESSION_LIFETIME_MS } from '../emailAuth/emailAuthLimits.js'
import { hashSecret } from '../emailAuth/hashSecret.js'
import type { Storage } from '../storage/Storage.js'
import {
  FarcasterChannelExpiredError,
  FarcasterChannelPendingError,
  FarcasterChannelUsedError,
  UnknownFarcasterChannelError,
} from './farcasterAuthErrors.js'
import { FARCASTER_FINISH_GRACE_MS } from './farcasterAuthLimits.js'
import { findFarcasterChannel } from './findFarcasterChannel.js'

/**
 * Turns a completed channel of this project into a session, once and within the channel's lifetime (a minute more
 * for one completed in time): a bearer token
 * returned once (only its hash stored) exactly as an e-mail or social login's, the wallet's identity `farcaster:<fid>`,
 * the provider 'farcaster' and the fid's username kept with it.
 */
export async function finishFarcasterLogin({
  storage,
  projectId,
  channelToken,
  now = Date.now(),
}: {
  storage: Storage
  projectId: string
  channelToken: string
  now?: number
}): Promise<{ token: string; expiresAt: number; fid: number; username: string }> {
  const channel = await storage.transaction(async (tx) => {
    const row = await findFarcasterChannel(tx, channelToken, true)
    if (!row || row.project_id !== projectId) throw new UnknownFarcasterChannelError()
    if (row.used) throw new FarcasterChannelUsedError()
    const expired = now >= Number(row.expires_at)
    // A channel completed in time stays finishable a little longer (the frame polls once a second).
    if (row.state !== 'completed' || row.fid === null) {
      if (expired) throw new FarcasterChannelExpiredError()
      throw new FarcasterChannelPendingError()
    }
    if (now >= Number(row.expires_at) + FARCASTER_FINISH_GRACE_MS) throw new FarcasterChannelExpiredError()
    await tx.query('update farcaster_channels set used = true where token_hash = $1', [
      hashSecret(channelToken),
    ])
    return { fid: Number(row.fid), username: row.username ?? String(row.fid) }
  })
  const token = randomBytes(32).toString('base64url')
  const expiresAt = now + AUTH_SESSION_LIFETIME_MS
  await storage.query(
    `insert into auth_sessions (token_hash, project_id, email, created_at, expires_at, social_provider, social_username)
     values ($1, $2, $3, $4, $5, 'farcaster', $6)`,
    [hashSecret(token), projectId, `farcaster:${channel.fid}`, now, expiresAt, channel.username],
  )
  return { token, expiresAt, ...channel }
}
