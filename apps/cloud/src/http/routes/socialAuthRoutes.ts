import { isOriginAllowed } from '@portico/core'
import { type Context, Hono } from 'hono'
import { createRemoteJWKSet } from 'jose'
import { z } from 'zod'
import { RATE_LIMIT_WINDOW_MS } from '../../constants/rateLimits.js'
import { SecureOriginRequiredError } from '../../emailAuth/emailAuthErrors.js'
import { OriginNotAllowedError } from '../../errors/errors.js'
import { frameAncestorsOf } from '../../projects/frameAncestorsOf.js'
import { findSocialReturn } from '../../socialAuth/findSocialReturn.js'
import { findSocialReturnOrigin } from '../../socialAuth/findSocialReturnOrigin.js'
import { finishSocialLogin } from '../../socialAuth/finishSocialLogin.js'
import { keepSocialReturn } from '../../socialAuth/keepSocialReturn.js'
import { InvalidSocialStateError, SocialProviderUnavailableError } from '../../socialAuth/socialAuthErrors.js'
import { socialProviderSchema } from '../../socialAuth/socialProviders.js'
import { startSocialLogin } from '../../socialAuth/startSocialLogin.js'
import type { RemoteJwks } from '../../socialAuth/verifySocialIdToken.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { secureProjectScope } from '../secureProjectScope.js'

const base64url43 = z.string().regex(/^[A-Za-z0-9_-]{43}$/, '43 base64url characters')
const exactOrigin = z
  .string()
  .max(256)
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, 'an exact origin')
const startSchema = z.strictObject({
  provider: socialProviderSchema,
  codeChallenge: base64url43,
  returnOrigin: exactOrigin,
})
const returnSchema = z.strictObject({ state: base64url43 })
const leftReturnSchema = z.strictObject({
  state: base64url43,
  uri: z
    .string()
    .max(4096)
    .refine((value) => URL.canParse(value), 'a URL'),
})
const verifySchema = z.strictObject({
  state: base64url43,
  code: z.string().regex(/^[\x21-\x7e]{1,2048}$/, 'a code as the provider sent it'),
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'a PKCE code verifier'),
})

/**
 * The embedded wallet's social login, called only by the secure site (its exact origin): start (a state, a nonce
 * and the frame's PKCE challenge kept; the provider's authorization URL returned), the return origin the callback
 * page posts to (or, without an opener, the callback URL it leaves for the frame to collect), and verify (the code redeemed, the ID token verified, a session opened as by e-mail login).
 */
export function socialAuthRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const secure = secureProjectScope(deps)
  const { socialAuth } = deps.config
  const jwksByUri = new Map<string, RemoteJwks>()
  const jwks = (uri: string) => {
    let found = jwksByUri.get(uri)
    if (!found) {
      found = createRemoteJWKSet(new URL(uri), { timeoutDuration: 10_000 })
      jwksByUri.set(uri, found)
    }
    return found
  }

  /** A call of the secure site's callback page: its exact origin, and (it knows only the state, no project id) counted per client. */
  const callbackPageCall = async (c: Context) => {
    const origin = c.req.header('origin')
    if (origin === undefined || !deps.config.emailAuth.secureSiteOrigins.includes(origin))
      throw new SecureOriginRequiredError(origin)
    await deps.rateLimiter.take([
      {
        key: `client:social-return:${deps.clientAddress(c)}`,
        limit: deps.config.limits.clientPerMinute,
        windowMs: RATE_LIMIT_WINDOW_MS,
      },
    ])
  }

  app.post('/auth/v1/social/start', secure, async (c) => {
    const { project } = c.var
    const { provider, codeChallenge, returnOrigin } = parseInput(startSchema, await readJsonBody(c.req))
    const config = socialAuth.providers[provider]
    if (!config || !socialAuth.redirectUri) throw new SocialProviderUnavailableError(provider)
    // The pop-up's result goes only to a page the project lets embed its frame (docs/behaviour.md#permissions).
    if (!isOriginAllowed(returnOrigin, frameAncestorsOf(project, deps.config.development)))
      throw new OriginNotAllowedError(returnOrigin)
    return c.json(
      await startSocialLogin({
        db: deps.storage,
        projectId: project.id,
        provider,
        config,
        redirectUri: socialAuth.redirectUri,
        codeChallenge,
        returnOrigin,
      }),
    )
  })

  app.get('/auth/v1/social/return', async (c) => {
    await callbackPageCall(c)
    const { state } = parseInput(returnSchema, { state: c.req.query('state') })
    const returnOrigin = await findSocialReturnOrigin(deps.storage, state)
    if (!returnOrigin) throw new InvalidSocialStateError()
    return c.json({ origin: returnOrigin })
  })

  /**
   * The callback page's fallback when it has no opener (a Cross-Origin-Opener-Policy severed it): it leaves the
   * callback URL for the frame, which collects it below. The URL must be the secure site's callback page with this
   * very state; a login keeps one, once.
   */
  app.post('/auth/v1/social/return', async (c) => {
    await callbackPageCall(c)
    const { state, uri } = parseInput(leftReturnSchema, await readJsonBody(c.req))
    const callback = new URL(uri)
    const expected = socialAuth.redirectUri ? new URL(socialAuth.redirectUri) : undefined
    if (
      !expected ||
      `${callback.origin}${callback.pathname}` !== `${expected.origin}${expected.pathname}` ||
      callback.searchParams.get('state') !== state ||
      !(await keepSocialReturn(deps.storage, state, uri))
    )
      throw new InvalidSocialStateError()
    return c.body(null, 204)
  })

  /** The frame collects what the callback page left (`uri` null while there is nothing yet). */
  app.get('/auth/v1/social/result', secure, async (c) => {
    const { project } = c.var
    const { state } = parseInput(returnSchema, { state: c.req.query('state') })
    return c.json({ uri: (await findSocialReturn(deps.storage, state, project.id)) ?? null })
  })

  app.post('/auth/v1/social/verify', secure, async (c) => {
    const { project } = c.var
    const { state, code, codeVerifier } = parseInput(verifySchema, await readJsonBody(c.req))
    const opened = await finishSocialLogin({
      storage: deps.storage,
      projectId: project.id,
      providers: socialAuth.providers,
      redirectUri: socialAuth.redirectUri ?? '',
      state,
      code,
      codeVerifier,
      jwks,
    })
    return c.json({
      token: opened.token,
      expiresAt: opened.expiresAt,
      socialProvider: opened.provider,
      username: opened.username,
    })
  })

  return app
}
