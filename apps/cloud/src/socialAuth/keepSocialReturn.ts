import { hashSecret } from '../emailAuth/hashSecret.js'
import type { Queryable } from '../storage/Storage.js'

/**
 * Keeps the callback URL of an open (unused, unexpired) social login for the frame to collect, when the pop-up could
 * not post it to the page; once only (a second one is refused). True when kept.
 */
export async function keepSocialReturn(
  db: Queryable,
  state: string,
  uri: string,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db.query<{ state_hash: string }>(
    `update social_logins set returned_uri = $2
     where state_hash = $1 and not used and expires_at > $3 and returned_uri is null
     returning state_hash`,
    [hashSecret(state), uri, now],
  )
  return rows.length === 1
}
