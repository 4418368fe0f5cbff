import type { Queryable } from '../storage/Storage.js'
import { hashSecret } from './hashSecret.js'

/** Ends the session of a bearer token (sign out); the token no longer opens anything. */
export async function endAuthSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from auth_sessions where token_hash = $1', [hashSecret(token)])
}
