import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { readAuthShare, saveAuthShare } from '../../emailAuth/authShares.js'
import { createSmtpMailer } from '../../emailAuth/createSmtpMailer.js'
import { deviceHash } from '../../emailAuth/deviceHash.js'
import { MAX_AUTH_SHARE_CHARS } from '../../emailAuth/emailAuthLimits.js'
import { emailCodeSchema, emailSchema } from '../../emailAuth/emailSchema.js'
import { endAuthSession } from '../../emailAuth/endAuthSession.js'
import { deviceStanding } from '../../emailAuth/knownDevices.js'
import { requestEmailCode } from '../../emailAuth/requestEmailCode.js'
import { verifyEmailCode } from '../../emailAuth/verifyEmailCode.js'
import { ConflictError, NotFoundError } from '../../errors/errors.js'
import type { Project } from '../../projects/Project.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { requireAuthSession } from '../requireAuthSession.js'
import { secureProjectScope } from '../secureProjectScope.js'
import { takeLoginMailBudget } from '../takeLoginMailBudget.js'

/** The frame's random id of this browser profile (32 bytes, base64url). */
const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'device id')
const codeRequestSchema = z.strictObject({ email: emailSchema, deviceId: deviceIdSchema })
const verifySchema = z.strictObject({ email: emailSchema, otp: emailCodeSchema, deviceId: deviceIdSchema })
const shareSchema = z.strictObject({
  share: z
    .string()
    .max(MAX_AUTH_SHARE_CHARS)
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url'),
  addresses: z.strictObject({
    eip155: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  }),
})

const shareQuerySchema = z.strictObject({ missing: z.literal('null').optional() })

/**
 * The embedded wallet's e-mail login and its auth share, called only by the secure site's frame (its exact origin,
 * SECURE_SITE_ORIGINS): a login code by mail (always answered VERIFY_OTP, so the answer tells nobody whether the
 * e-mail has a wallet; from a device the e-mail has not used, the mail is a device-approval link first,
 * deviceLinkRoutes; 30 s per mailbox, five an hour to new devices, the client's and the project's mail budgets), its
 * check (10 minutes, once, five wrong attempts of the device that asked lock it) which opens a session, and the
 * wallet's auth share, kept once and released only to a session of its e-mail.
 */
export function emailAuthRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const { emailAuth } = deps.config
  const mailer = createSmtpMailer(emailAuth.smtpUrl, emailAuth.mailFrom)

  const secure = secureProjectScope(deps)
  const session = (c: Context, project: Project) => requireAuthSession(c, deps, project)

  app.post('/auth/v1/email/code', secure, async (c) => {
    const { project } = c.var
    const { email, deviceId } = parseInput(codeRequestSchema, await readJsonBody(c.req))
    await takeLoginMailBudget(c, deps, project.id)
    const answer = await requestEmailCode({
      storage: deps.storage,
      mailer,
      projectId: project.id,
      email,
      deviceId,
      deviceLinkUrl: (token) =>
        `${deps.publicUrl()}/auth/v1/device/approve?projectId=${encodeURIComponent(project.id)}&token=${token}`,
      appName: project.name,
      cooldownMs: emailAuth.loginMailCooldownMs,
    })
    return c.json(answer)
  })

  // Whether this device is one the e-mail remembered (approved from its link, or logged in before): CONNECT_DEVICE
  // asks while the visitor opens the mail. A device that never logged in gets false, whether or not the e-mail has
  // a wallet.
  app.post('/auth/v1/email/device', secure, async (c) => {
    const { project } = c.var
    const { email, deviceId } = parseInput(codeRequestSchema, await readJsonBody(c.req))
    const { remembered } = await deviceStanding(
      deps.storage,
      project.id,
      email,
      deviceHash(project.id, deviceId),
    )
    return c.json({ approved: remembered })
  })

  app.post('/auth/v1/email/verify', secure, async (c) => {
    const { project } = c.var
    const { email, otp, deviceId } = parseInput(verifySchema, await readJsonBody(c.req))
    const opened = await verifyEmailCode({
      storage: deps.storage,
      projectId: project.id,
      email,
      code: otp,
      deviceId,
    })
    return c.json({ ...opened, email })
  })

  app.get('/auth/v1/session', secure, async (c) => {
    const { project } = c.var
    const { email, expiresAt, social } = await session(c, project)
    return c.json(
      social
        ? {
            socialProvider: social.provider,
            username: social.username,
            expiresAt,
          }
        : { email, expiresAt },
    )
  })

  app.delete('/auth/v1/session', secure, async (c) => {
    const { project } = c.var
    await endAuthSession(deps.storage, (await session(c, project)).token)
    return c.body(null, 204)
  })

  // Before the wallet exists: 200 { share: null } to a frame that asks with missing=null (an ordinary answer, no
  // console error in the page), 404 to an older frame that does not (it reads only a 404 as "no wallet yet").
  app.get('/auth/v1/share', secure, async (c) => {
    const { project } = c.var
    const owner = await session(c, project)
    const { missing } = parseInput(shareQuerySchema, { missing: c.req.query('missing') })
    const stored = await readAuthShare(deps.storage, owner)
    if (stored) return c.json(stored)
    if (missing === 'null') return c.json({ share: null })
    throw new NotFoundError('Wallet')
  })

  app.put('/auth/v1/share', secure, async (c) => {
    const { project } = c.var
    const owner = await session(c, project)
    const body = parseInput(shareSchema, await readJsonBody(c.req))
    if (!(await saveAuthShare(deps.storage, owner, body)))
      throw new ConflictError('The wallet exists already')
    return c.json({ saved: true }, 201)
  })

  return app
}
