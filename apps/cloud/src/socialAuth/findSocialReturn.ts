import { hashSecret } from '../emailAuth/hashSecret.js'
import type { Queryable } from '../storage/Storage.js'

/**
 * The callback URL the secure site's callback page left for an open social login of `projectId`
 * (keepSocialReturn): undefined while there is none, or when the login is unknown, used or expired.
 */
export async function findSocialReturn(
  db: Queryable,
  state: string,
  projectId: string,
  now = Date.now(),
): Promise<string | undefined> {
  const [row] = await db.query<{ returned_uri: string | null; expires_at: string | number; used: boolean }>(
    'select returned_uri, expires_at, used from social_logins where state_hash = $1 and project_id = $2',
    [hashSecret(state), projectId],
  )
  if (!row || row.used || now >= Number(row.expires_at)) return undefined
  return row.returned_uri ?? undefined
}
