import { hashSecret } from '../emailAuth/hashSecret.js'
import type { Queryable } from '../storage/Storage.js'

/** The exact origin an open (unused, unexpired) social login returns its result to, or undefined. */
export async function findSocialReturnOrigin(
  db: Queryable,
  state: string,
  now = Date.now(),
): Promise<string | undefined> {
  const [row] = await db.query<{ return_origin: string; expires_at: string | number; used: boolean }>(
    'select return_origin, expires_at, used from social_logins where state_hash = $1',
    [hashSecret(state)],
  )
  if (!row || row.used || now >= Number(row.expires_at)) return undefined
  return row.return_origin
}
