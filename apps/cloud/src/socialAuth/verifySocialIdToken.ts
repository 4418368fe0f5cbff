import { type createRemoteJWKSet, jwtVerify } from 'jose'
import type { SocialIdentity } from './SocialIdentity.js'
import type { SocialProviderConfig } from './SocialProviderConfig.js'
import { SocialLoginFailedError } from './socialAuthErrors.js'
import { MAX_SOCIAL_USERNAME_CHARS } from './socialAuthLimits.js'
import type { SocialProvider } from './socialProviders.js'

export type RemoteJwks = ReturnType<typeof createRemoteJWKSet>

/**
 * Verifies an OpenID Connect ID token: its signature under the provider's JWKS (RS256 or ES256 only), `iss` the
 * provider's issuer, `aud` our client id, not expired, and `nonce` the one the login was started with; then reads
 * the subject and username. Any failure is SocialLoginFailedError.
 */
export async function verifySocialIdToken({
  provider,
  config,
  idToken,
  nonce,
  jwks,
}: {
  provider: SocialProvider
  config: SocialProviderConfig
  idToken: string
  nonce: string
  jwks: RemoteJwks
}): Promise<SocialIdentity> {
  const verified = await jwtVerify(idToken, jwks, {
    issuer: config.issuer,
    audience: config.clientId,
    algorithms: ['RS256', 'ES256'],
    requiredClaims: ['sub', 'exp', 'iat'],
  }).catch((cause: unknown) => {
    throw new SocialLoginFailedError(
      `ID token refused: ${cause instanceof Error ? cause.message : String(cause)}`.slice(0, 200),
      cause,
    )
  })
  const claims = verified.payload
  if (claims.nonce !== nonce) throw new SocialLoginFailedError('ID token refused: nonce mismatch')
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 255)
    throw new SocialLoginFailedError('ID token refused: no subject')
  const named = [claims.preferred_username, claims.name, claims.email].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  )
  return {
    provider,
    subject: claims.sub,
    username: (named ?? claims.sub).slice(0, MAX_SOCIAL_USERNAME_CHARS),
  }
}
