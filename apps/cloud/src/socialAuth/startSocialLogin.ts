import { randomBytes } from 'node:crypto'
import { hashSecret } from '../emailAuth/hashSecret.js'
import type { Queryable } from '../storage/Storage.js'
import type { SocialProviderConfig } from './SocialProviderConfig.js'
import { SOCIAL_LOGIN_LIFETIME_MS } from './socialAuthLimits.js'
import type { SocialProvider } from './socialProviders.js'

export type StartSocialLoginParameters = {
  db: Queryable
  projectId: string
  provider: SocialProvider
  config: SocialProviderConfig
  /** The secure site's callback page, registered with the provider. */
  redirectUri: string
  /** PKCE S256 challenge of the verifier the secure frame keeps (the verifier never leaves the frame until finish). */
  codeChallenge: string
  /** The exact origin the pop-up posts its result to: the page that embeds the frame, already checked. */
  returnOrigin: string
  now?: number
}

/**
 * Opens a social login: a random state (only its hash stored) and nonce, with the frame's PKCE challenge and the
 * return origin, valid 10 minutes; returns the provider's authorization URL the pop-up goes to. Expired logins are
 * deleted on the way.
 */
export async function startSocialLogin({
  db,
  projectId,
  provider,
  config,
  redirectUri,
  codeChallenge,
  returnOrigin,
  now = Date.now(),
}: StartSocialLoginParameters): Promise<{ uri: string; expiresAt: number }> {
  const state = randomBytes(32).toString('base64url')
  const nonce = randomBytes(32).toString('base64url')
  const expiresAt = now + SOCIAL_LOGIN_LIFETIME_MS
  // Logins never finished (the visitor closed the pop-up) go once they expire, so the table stays small.
  await db.query('delete from social_logins where expires_at <= $1', [now])
  await db.query(
    `insert into social_logins (state_hash, project_id, provider, nonce, code_challenge, return_origin, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [hashSecret(state), projectId, provider, nonce, codeChallenge, returnOrigin, now, expiresAt],
  )
  const uri = new URL(config.authorizationEndpoint)
  const params = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: config.scope,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ...(config.issuer ? { nonce } : {}),
  }
  for (const [name, value] of Object.entries(params)) uri.searchParams.set(name, value)
  return { uri: uri.toString(), expiresAt }
}
