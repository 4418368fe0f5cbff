import { isOriginAllowed } from '@portico/core'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { RATE_LIMIT_WINDOW_MS } from '../../constants/rateLimits.js'
import { InvalidRequestError, OriginNotAllowedError } from '../../errors/errors.js'
import { authenticateFarcasterChannel } from '../../farcasterAuth/authenticateFarcasterChannel.js'
import { createFarcasterChannel } from '../../farcasterAuth/createFarcasterChannel.js'
import {
  FarcasterChannelExpiredError,
  FarcasterUnavailableError,
  UnknownFarcasterChannelError,
} from '../../farcasterAuth/farcasterAuthErrors.js'
import { FARCASTER_CHANNELS_PER_MINUTE } from '../../farcasterAuth/farcasterAuthLimits.js'
import { farcasterChannelStatus } from '../../farcasterAuth/farcasterChannelStatus.js'
import { findFarcasterChannel } from '../../farcasterAuth/findFarcasterChannel.js'
import { finishFarcasterLogin } from '../../farcasterAuth/finishFarcasterLogin.js'
import { frameAncestorsOf } from '../../projects/frameAncestorsOf.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { secureProjectScope } from '../secureProjectScope.js'

const channelToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a channel token')
const createSchema = z.strictObject({
  siweUri: z
    .string()
    .max(512)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'an http(s) URL'),
  domain: z.string().min(1).max(253),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, 'at least 8 alphanumeric characters')
    .optional(),
  // The relay protocol's own end of the channel (auth-kit's createChannel), an ISO 8601 time; the cloud's lifetime
  // still bounds it.
  expirationTime: z.iso.datetime({ offset: true }).optional(),
})
const authenticateSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,2048}$/, 'a hex signature'),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  // What a wallet app may send besides; the registry's username is the one kept.
  authMethod: z.literal('custody').optional(),
  username: z.string().max(256).optional(),
  displayName: z.string().max(256).optional(),
  bio: z.string().max(1024).optional(),
  pfpUrl: z.string().max(2048).optional(),
})
const verifySchema = z.strictObject({ channelToken })

/** The channel token of `Authorization: Bearer <token>` (the relay's way), or 401. */
function bearerChannel(c: Context): string {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(c.req.header('authorization') ?? '')
  if (!match?.[1]) throw new UnknownFarcasterChannelError()
  return match[1]
}

/**
 * The embedded wallet's Farcaster login. A local stand-in of the Farcaster auth relay's channel API, in the shapes
 * auth-kit uses: the secure frame opens a channel (`POST /farcaster/v1/channel`, a `farcaster://connect?…` URL
 * for the QR code), the wallet app answers it with its signed Sign In With Farcaster message
 * (`POST /farcaster/v1/channel/authenticate`, the channel token as bearer), the frame polls
 * `GET /farcaster/v1/channel/status` (202 pending, 200 completed) and turns the completed channel into a session
 * once (`POST /auth/v1/farcaster/verify`).
 */
export function farcasterAuthRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const secure = secureProjectScope(deps)
  const config = () => {
    const found = deps.config.farcasterAuth
    if (!found || found.accounts.length === 0) throw new FarcasterUnavailableError()
    return found
  }
  const perClient = (c: Context, name: string, limit: number) =>
    deps.rateLimiter.take([
      { key: `client:${name}:${deps.clientAddress(c)}`, limit, windowMs: RATE_LIMIT_WINDOW_MS },
    ])

  app.post('/farcaster/v1/channel', secure, async (c) => {
    const { project } = c.var
    const { channelLifetimeMs } = config()
    await perClient(c, 'farcaster-channel', FARCASTER_CHANNELS_PER_MINUTE)
    const { siweUri, domain, nonce, expirationTime } = parseInput(createSchema, await readJsonBody(c.req))
    const uri = new URL(siweUri)
    // The signed message names the page that asked for it; only a page the project lets embed its frame (docs/behaviour.md#permissions).
    if (!isOriginAllowed(uri.origin, frameAncestorsOf(project, deps.config.development)))
      throw new OriginNotAllowedError(uri.origin)
    if (domain !== uri.host)
      throw new InvalidRequestError([{ path: 'domain', message: 'the host of siweUri' }])
    const channel = await createFarcasterChannel({
      db: deps.storage,
      projectId: project.id,
      siweUri,
      domain,
      nonce,
      lifetimeMs: channelLifetimeMs,
      expirationTime: expirationTime === undefined ? undefined : Date.parse(expirationTime),
    })
    return c.json(channel, 201)
  })

  app.get('/farcaster/v1/channel/status', async (c) => {
    await perClient(c, 'farcaster-status', deps.config.limits.clientPerMinute)
    const row = await findFarcasterChannel(deps.storage, bearerChannel(c))
    if (!row) throw new UnknownFarcasterChannelError()
    // A channel completed in time reports so even after its expiry; a pending one has expired.
    if (row.state !== 'completed' && Date.now() >= Number(row.expires_at))
      throw new FarcasterChannelExpiredError()
    const status = farcasterChannelStatus(row)
    return c.json(status, status.state === 'completed' ? 200 : 202)
  })

  app.post('/farcaster/v1/channel/authenticate', async (c) => {
    const { accounts } = config()
    await perClient(c, 'farcaster-authenticate', FARCASTER_CHANNELS_PER_MINUTE)
    const token = bearerChannel(c)
    const { message, signature, fid } = parseInput(authenticateSchema, await readJsonBody(c.req))
    const status = await authenticateFarcasterChannel({
      storage: deps.storage,
      channelToken: token,
      message,
      signature: signature as `0x${string}`,
      fid,
      accounts,
    })
    return c.json(status, 201)
  })

  app.post('/auth/v1/farcaster/verify', secure, async (c) => {
    const { project } = c.var
    config()
    const { channelToken: token } = parseInput(verifySchema, await readJsonBody(c.req))
    const opened = await finishFarcasterLogin({
      storage: deps.storage,
      projectId: project.id,
      channelToken: token,
    })
    return c.json({
      token: opened.token,
      expiresAt: opened.expiresAt,
      socialProvider: 'farcaster',
      username: opened.username,
    })
  })

  return app
}
