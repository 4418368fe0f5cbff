import type { SocialProvider } from '../socialAuth/socialProviders.js'
import type { Queryable } from '../storage/Storage.js'
import { hashSecret } from './hashSecret.js'

/**
 * A live login session. `email` is the identity its wallet is kept under: the verified e-mail, or for a social
 * login `social:<provider>:<subject>` with `social` naming the provider and the username it reported.
 */
export type AuthSession = {
  projectId: string
  email: string
  expiresAt: number
  social?: { provider: SocialProvider; username: string } | undefined
}

/** The live session of a bearer token in `projectId`, or undefined (unknown, expired, other project). */
export async function findAuthSession(
  db: Queryable,
  projectId: string,
  token: string,
  now = Date.now(),
): Promise<AuthSession | undefined> {
  const [row] = await db.query<{
    email: string
    expires_at: string | number
    social_provider: SocialProvider | null
    social_username: string | null
  }>(
    'select email, expires_at, social_provider, social_username from auth_sessions where token_hash = $1 and project_id = $2',
    [hashSecret(token), projectId],
  )
  if (!row || now >= Number(row.expires_at)) return undefined
  return {
    projectId,
    email: row.email,
    expiresAt: Number(row.expires_at),
    social: row.social_provider
      ? { provider: row.social_provider, username: row.social_username ?? '' }
      : undefined,
  }
}
