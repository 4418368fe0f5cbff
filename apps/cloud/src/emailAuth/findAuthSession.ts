import type { Queryable } from '../storage/Storage.js'
import { hashSecret } from './hashSecret.js'

export type AuthSession = { projectId: string; email: string; expiresAt: number }

/** The live session of a bearer token in `projectId`, or undefined (unknown, expired, other project). */
export async function findAuthSession(
  db: Queryable,
  projectId: string,
  token: string,
  now = Date.now(),
): Promise<AuthSession | undefined> {
  const [row] = await db.query<{ email: string; expires_at: string | number }>(
    'select email, expires_at from auth_sessions where token_hash = $1 and project_id = $2',
    [hashSecret(token), projectId],
  )
  if (!row || now >= Number(row.expires_at)) return undefined
  return { projectId, email: row.email, expiresAt: Number(row.expires_at) }
}
