import { SiwxError } from '@portico/core'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import type { PorticoSessionAccount } from './PorticoSessionAccount.js'

export interface PorticoSessionVerifierParameters {
  /** The Portico Cloud that signed the token (its public keys are read from `/auth/v1/jwks`, then cached). */
  cloudUrl: string
  /** Tokens of other projects are refused. */
  projectId: string
  /**
   * The domain (host, with the port when it is not the scheme's default: `app.example.com`, `localhost:3000`) of
   * the pages your visitors sign in on, or several. A session signed in on another domain, even one the project
   * allows (a staging site), is refused. Required: a backend names the site whose sessions it trusts.
   */
  domain: string | readonly string[]
  /**
   * Also ask the cloud whether the session is still live (`/auth/v1/me`): a signed-out session is refused at
   * once. Without it the token's signature and expiry are checked offline.
   */
  checkRevocation?: boolean
}

/**
 * For an app's own backend: a function that checks a Portico session token (the `token` of a session made by
 * `cloudSiwx`) and returns the signed-in account, or throws `SiwxError` ('The sign-in session is not valid'), also
 * for a session of a domain other than `domain`.
 * @example
 * const verifySession = createPorticoSessionVerifier({ cloudUrl, projectId, domain: 'app.example.com' })
 * const account = await verifySession(request.headers.get('authorization')?.replace('Bearer ', ''))
 */
export function createPorticoSessionVerifier(
  parameters: PorticoSessionVerifierParameters,
): (token: string | undefined) => Promise<PorticoSessionAccount> {
  const base = parameters.cloudUrl.replace(/\/$/, '')
  const keys = createRemoteJWKSet(new URL(`${base}/auth/v1/jwks`))
  // Checked at run time as well: a JavaScript caller without `domain` must not get a verifier that takes any site.
  const given: unknown = parameters.domain
  const domains = (typeof given === 'string' ? [given] : Array.isArray(given) ? given : [])
    .filter((domain): domain is string => typeof domain === 'string' && domain.length > 0)
    .map((domain) => domain.toLowerCase())
  if (domains.length === 0)
    throw new TypeError(
      'createPorticoSessionVerifier: `domain` is required (the host of your app, or a list)',
    )
  return async (token) => {
    if (!token) throw new SiwxError('SIWX_SESSION_INVALID', { details: 'no token' })
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
    try {
      ;({ payload } = await jwtVerify(token, keys, { audience: parameters.projectId, algorithms: ['ES256'] }))
    } catch (cause) {
      throw new SiwxError('SIWX_SESSION_INVALID', { cause })
    }
    if (!payload.sub || !payload.jti || payload.exp === undefined)
      throw new SiwxError('SIWX_SESSION_INVALID', { details: 'the token lacks its subject, id or expiry' })
    const domain = typeof payload.domain === 'string' ? payload.domain.toLowerCase() : undefined
    if (domain === undefined || !domains.includes(domain))
      throw new SiwxError('SIWX_SESSION_INVALID', {
        details: `the session was signed in on ${domain ?? 'no domain'}, not ${domains.join(' or ')}`,
      })
    if (parameters.checkRevocation) {
      const response = await fetch(
        `${base}/auth/v1/me?projectId=${encodeURIComponent(parameters.projectId)}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      )
      if (response.status !== 200)
        throw new SiwxError('SIWX_SESSION_INVALID', { details: `the cloud answered ${response.status}` })
    }
    return {
      caipAddress: payload.sub,
      chainId: String(payload.chainId),
      address: String(payload.address),
      domain,
      sessionId: payload.jti,
      projectId: parameters.projectId,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    }
  }
}
