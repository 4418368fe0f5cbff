import type { Queryable } from '../storage/Storage.js'
import type { AuthSession } from './findAuthSession.js'

export type WalletAddresses = { eip155: string; solana: string }
export type StoredAuthShare = { share: string; addresses: WalletAddresses }

/** The auth share of the session's wallet, or undefined before the wallet was created. */
export async function readAuthShare(
  db: Queryable,
  session: AuthSession,
): Promise<StoredAuthShare | undefined> {
  const [row] = await db.query<{ share: string; addresses: string }>(
    'select share, addresses from auth_shares where project_id = $1 and email = $2',
    [session.projectId, session.email],
  )
  return row ? { share: row.share, addresses: JSON.parse(row.addresses) as WalletAddresses } : undefined
}

/**
 * Keeps the auth share of a new wallet. A wallet's share is never replaced: when one exists already, false is
 * returned and the stored one stays (a stolen session cannot swap in a share of its own).
 */
export async function saveAuthShare(
  db: Queryable,
  session: AuthSession,
  { share, addresses }: StoredAuthShare,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db.query<{ email: string }>(
    `insert into auth_shares (project_id, email, share, addresses, created_at) values ($1, $2, $3, $4, $5)
     on conflict (project_id, email) do nothing returning email`,
    [session.projectId, session.email, share, JSON.stringify(addresses), now],
  )
  return rows.length === 1
}
