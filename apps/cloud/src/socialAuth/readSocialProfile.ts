import { z } from 'zod'
import type { SocialIdentity } from './SocialIdentity.js'
import type { SocialProfileShape, SocialProviderConfig } from './SocialProviderConfig.js'
import { SocialLoginFailedError } from './socialAuthErrors.js'
import { MAX_SOCIAL_USERNAME_CHARS } from './socialAuthLimits.js'
import type { SocialProvider } from './socialProviders.js'

const PROFILE_TIMEOUT_MS = 10_000
const id = z.union([z.string().min(1).max(255), z.number().int().nonnegative()]).transform(String)
const name = z.string().min(1).max(1024)

/** Each provider's profile answer, mapped to a subject and a username. */
const profileSchemas: Record<SocialProfileShape, z.ZodType<{ subject: string; username: string }>> = {
  oidc: z
    .object({ sub: id, preferred_username: name.optional(), name: name.optional() })
    .transform((p) => ({ subject: p.sub, username: p.preferred_username ?? p.name ?? p.sub })),
  github: z.object({ id, login: name }).transform((p) => ({ subject: p.id, username: p.login })),
  x: z
    .object({ data: z.object({ id, username: name }) })
    .transform((p) => ({ subject: p.data.id, username: p.data.username })),
  discord: z.object({ id, username: name }).transform((p) => ({ subject: p.id, username: p.username })),
}

/**
 * The identity of a plain OAuth 2.0 login (no ID token): the provider's profile endpoint read with the access
 * token, in the shape the config names (github, x, discord; OpenID userinfo's by default).
 */
export async function readSocialProfile({
  provider,
  config,
  accessToken,
  fetch: fetchFn = fetch,
}: {
  provider: SocialProvider
  config: SocialProviderConfig
  accessToken: string
  fetch?: typeof fetch
}): Promise<SocialIdentity> {
  if (!config.userinfoEndpoint) throw new SocialLoginFailedError('no profile endpoint configured')
  const response = await fetchFn(config.userinfoEndpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw new SocialLoginFailedError('profile endpoint unreachable', cause)
  })
  if (!response.ok) throw new SocialLoginFailedError(`profile endpoint answered ${response.status}`)
  const parsed = profileSchemas[config.profile ?? 'oidc'].safeParse(
    await response.json().catch(() => undefined),
  )
  if (!parsed.success) throw new SocialLoginFailedError('malformed profile')
  return {
    provider,
    subject: parsed.data.subject,
    username: parsed.data.username.slice(0, MAX_SOCIAL_USERNAME_CHARS),
  }
}
