import { Hono } from 'hono'
import { SIWX_NONCE_TTL_MS } from '../../constants/siwxLimits.js'
import { authenticateSiwx } from '../../siwx/authenticateSiwx.js'
import { readSiwxSession } from '../../siwx/readSiwxSession.js'
import { authenticateSchema } from '../../siwx/siwxInputSchemas.js'
import { loadSiwxSigningKey, type SiwxSigningKey } from '../../siwx/siwxSigningKey.js'
import type { CloudDeps } from '../CloudDeps.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import { projectScope } from '../projectScope.js'

/**
 * Sign in with X verified by the cloud: a single-use nonce, authenticate (message + signature → session token),
 * the session of a token (`me`), sign-out (revokes it), and the public keys that verify tokens (for app backends).
 */
export function siwxRoutes(deps: CloudDeps): Hono {
  const app = new Hono()
  const scoped = projectScope(deps, { bucket: 'api' })
  let key: Promise<SiwxSigningKey> | undefined
  const signingKey = () => {
    key ??= loadSiwxSigningKey(deps.storage).catch((error: unknown) => {
      key = undefined
      throw error
    })
    return key
  }
  const newNonce = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    return Buffer.from(bytes).toString('base64url').replace(/[-_]/g, 'x')
  }

  app.get('/auth/v1/nonce', scoped, async (c) => {
    const { project } = c.var
    const nonce = newNonce()
    const expiresAt = new Date(Date.now() + SIWX_NONCE_TTL_MS)
    await deps.storage.query('delete from siwx_nonces where expires_at < now()')
    await deps.storage.query('insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)', [
      nonce,
      project.id,
      expiresAt.toISOString(),
    ])
    return c.json({ nonce, expiresAt: expiresAt.toISOString() })
  })

  app.post('/auth/v1/authenticate', scoped, async (c) => {
    const { project } = c.var
    const input = parseInput(authenticateSchema, await readJsonBody(c.req))
    const result = await authenticateSiwx(input, {
      storage: deps.storage,
      upstreams: deps.upstreams,
      key: await signingKey(),
      projectId: project.id,
      origin: c.req.header('origin'),
      allowedOrigins: project.allowedOrigins,
      issuer: deps.publicUrl(),
    })
    return c.json(result)
  })

  app.get('/auth/v1/me', scoped, async (c) => {
    const { project } = c.var
    return c.json(
      await readSiwxSession(deps.storage, await signingKey(), project.id, c.req.header('authorization')),
    )
  })

  app.post('/auth/v1/sign-out', scoped, async (c) => {
    const { project } = c.var
    const session = await readSiwxSession(
      deps.storage,
      await signingKey(),
      project.id,
      c.req.header('authorization'),
    )
    await deps.storage.query('update siwx_sessions set revoked_at = now() where id = $1', [session.sessionId])
    return c.json({ signedOut: true })
  })

  app.get('/auth/v1/jwks', async (c) => c.json({ keys: [(await signingKey()).publicJwk] }))

  return app
}
