import { hashSecret } from '../emailAuth/hashSecret.js'
import type { Queryable } from '../storage/Storage.js'

/** A channel as stored (the token only as its hash). */
export type FarcasterChannelRow = {
  project_id: string
  nonce: string
  domain: string
  siwe_uri: string
  created_at: string | number
  expires_at: string | number
  state: 'pending' | 'completed'
  message: string | null
  signature: `0x${string}` | null
  fid: string | number | null
  username: string | null
  display_name: string | null
  custody: `0x${string}` | null
  used: boolean
}

/** The channel of a token, or undefined; `forUpdate` locks its row for the transaction `db` is. */
export async function findFarcasterChannel(
  db: Queryable,
  channelToken: string,
  forUpdate = false,
): Promise<FarcasterChannelRow | undefined> {
  const [row] = await db.query<FarcasterChannelRow>(
    `select project_id, nonce, domain, siwe_uri, created_at, expires_at, state, message, signature, fid, username,
       display_name, custody, used
     from farcaster_channels where token_hash = $1${forUpdate ? ' for update' : ''}`,
    [hashSecret(channelToken)],
  )
  return row
}
