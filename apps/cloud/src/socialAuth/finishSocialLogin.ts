import { randomBytes } from 'node:crypto'
import { AUTH_SESSION_LIFETIME_MS } from '../emailAuth/emailAuthLimits.js'
import { hashSecret } from '../emailAuth/hashSecret.js'
import type { Storage } from '../storage/Storage.js'
import { exchangeSocialCode } from './exchangeSocialCode.js'
import { pkceChallenge } from './pkceChallenge.js'
import { readSocialProfile } from './readSocialProfile.js'
import type { SocialProviderConfig } from './SocialProviderConfig.js'
import {
  InvalidSocialStateError,
  SocialLoginFailedError,
  SocialProviderUnavailableError,
} from './socialAuthErrors.js'
import { socialIdentityKey } from './socialIdentityKey.js'
import type { SocialProvider } from './socialProviders.js'
import { type RemoteJwks, verifySocialIdToken } from './verifySocialIdToken.js'

export type FinishSocialLoginParameters = {
  storage: Storage
  projectId: string
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>
  redirectUri: string
  /** From the provider's redirect to the callback page. */
  state: string
  code: string
  /** The PKCE verifier the secure frame kept since the start. */
  codeVerifier: string
  jwks(jwksUri: string): RemoteJwks
  fetch?: typeof fetch
  now?: number
}

type LoginRow = {
  provider: SocialProvider
  nonce: string
  code_challenge: string
  expires_at: string | number
  used: boolean
}

/**
 * Finishes a social login: the state must name an open login of this project (used up at once, so a replayed
 * code or state is InvalidSocialStateError), the verifier must match its PKCE challenge, the provider must redeem
 * the code, and its ID token must verify (or, for a plain OAuth 2.0 provider, its profile be read). Then a session
 * opens exactly as an e-mail login's: a bearer token returned once, only its hash stored, the wallet's identity
 * `social:<provider>:<subject>`, with the provider and username kept.
 */
export async function finishSocialLogin({
  storage,
  projectId,
  providers,
  redirectUri,
  state,
  code,
  codeVerifier,
  jwks,
  fetch: fetchFn = fetch,
  now = Date.now(),
}: FinishSocialLoginParameters): Promise<{
  token: string
  expiresAt: number
  provider: SocialProvider
  username: string
}> {
  const login = await storage.transaction(async (tx) => {
    const [row] = await tx.query<LoginRow>(
      `select provider, nonce, code_challenge, expires_at, used from social_logins
       where state_hash = $1 and project_id = $2 for update`,
      [hashSecret(state), projectId],
    )
    if (!row || row.used || now >= Number(row.expires_at)) return undefined
    await tx.query('update social_logins set used = true where state_hash = $1', [hashSecret(state)])
    return row
  })
  if (!login || pkceChallenge(codeVerifier) !== login.code_challenge) throw new InvalidSocialStateError()
  const config = providers[login.provider]
  if (!config) throw new SocialProviderUnavailableError(login.provider)

  const tokens = await exchangeSocialCode({ config, redirectUri, code, codeVerifier, fetch: fetchFn })
  let identity: Awaited<ReturnType<typeof verifySocialIdToken>>
  if (config.issuer && config.jwksUri) {
    if (!tokens.id_token) throw new SocialLoginFailedError('no ID token')
    identity = await verifySocialIdToken({
      provider: login.provider,
      config,
      idToken: tokens.id_token,
      nonce: login.nonce,
      jwks: jwks(config.jwksUri),
    })
  } else {
    identity = await readSocialProfile({
      provider: login.provider,
      config,
      accessToken: tokens.access_token,
      fetch: fetchFn,
    })
  }

  const token = randomBytes(32).toString('base64url')
  const expiresAt = now + AUTH_SESSION_LIFETIME_MS
  await storage.query(
    `insert into auth_sessions (token_hash, project_id, email, created_at, expires_at, social_provider, social_username)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashSecret(token),
      projectId,
      socialIdentityKey(identity),
      now,
      expiresAt,
      identity.provider,
      identity.username,
    ],
  )
  return { token, expiresAt, provider: identity.provider, username: identity.username }
}
