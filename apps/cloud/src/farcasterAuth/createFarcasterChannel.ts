import { randomBytes } from 'node:crypto'
import { hashSecret } from '../emailAuth/hashSecret.js'
import { InvalidRequestError } from '../errors/errors.js'
import type { Queryable } from '../storage/Storage.js'
import { FARCASTER_EXPIRED_CHANNEL_RETENTION_MS } from './farcasterAuthLimits.js'

export type CreateFarcasterChannelParameters = {
  db: Queryable
  projectId: string
  /** The app's login URI (the page that embeds the frame) and its domain: the signed message must name both. */
  siweUri: string
  domain: string
  /** The app's own nonce (8+ alphanumerics); else a random one. */
  nonce?: string | undefined
  /** The cloud's lifetime of a channel (FARCASTER_CHANNEL_SECONDS): the latest a channel may end. */
  lifetimeMs: number
  /**
   * When the caller wants the channel to end (the relay protocol's `expirationTime`, as auth-kit's `createChannel`
   * sends it), in ms: the channel ends then if that is sooner than `lifetimeMs` from now. It must be in the future.
   */
  expirationTime?: number | undefined
  now?: number
}

/** What the relay answers a new channel with (auth-kit's `createChannel` shape). */
export type FarcasterChannel = {
  channelToken: string
  /** `farcaster://connect?channelToken=…&nonce=…&siweUri=…&domain=…&notBefore=…&expirationTime=…`: the QR code / link. */
  url: string
  nonce: string
  expiresAt: number
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * Opens a channel of the local Farcaster auth relay: a random token (only its hash stored) bound to the project, with
 * the nonce, domain and URI the wallet app's Sign In With Farcaster message must carry and a lifetime after which
 * nothing completes it: the cloud's lifetime, or the caller's `expirationTime` when that is sooner. Channels expired for
 * longer than FARCASTER_EXPIRED_CHANNEL_RETENTION_MS are deleted on the way (a channel that has just expired still
 * answers "expired" to its own frame, whoever opens a channel meanwhile).
 */
export async function createFarcasterChannel({
  db,
  projectId,
  siweUri,
  domain,
  nonce: given,
  lifetimeMs,
  expirationTime,
  now = Date.now(),
}: CreateFarcasterChannelParameters): Promise<FarcasterChannel> {
  if (expirationTime !== undefined && expirationTime <= now)
    throw new InvalidRequestError([{ path: 'expirationTime', message: 'a time in the future' }])
  const channelToken = randomBytes(32).toString('base64url')
  const nonce = given ?? Array.from(randomBytes(16), (byte) => ALPHANUMERIC[byte % 62]).join('')
  const expiresAt = Math.min(now + lifetimeMs, expirationTime ?? Number.POSITIVE_INFINITY)
  await db.query('delete from farcaster_channels where expires_at <= $1', [
    now - FARCASTER_EXPIRED_CHANNEL_RETENTION_MS,
  ])
  await db.query(
    `insert into farcaster_channels (token_hash, project_id, nonce, domain, siwe_uri, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [hashSecret(channelToken), projectId, nonce, domain, siweUri, now, expiresAt],
  )
  const url = new URL('farcaster://connect')
  const params = {
    channelToken,
    nonce,
    siweUri,
    domain,
    notBefore: new Date(now).toISOString(),
    expirationTime: new Date(expiresAt).toISOString(),
  }
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return { channelToken, url: url.toString(), nonce, expiresAt }
}
