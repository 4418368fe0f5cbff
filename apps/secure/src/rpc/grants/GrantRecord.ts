import type { Address, Hex } from 'viem'

/** A grant the frame signed, kept in its per-account storage so it can be listed and revoked. */
export type GrantRecord = {
  /** The `permissionsContext` (the encoded delegation): the grant's id. */
  context: Hex
  chainId: number
  /** The page that asked for it. */
  origin: string
  /** Who may redeem it (the session key or the app's account). */
  delegate: Address
  /** The permission as the app asked for it (ERC-7715). */
  permission: unknown
  /** Unix seconds. */
  expiry: number
  /** The token's symbol and decimals as the review showed them (absent from grants kept before they were). */
  unit?: { symbol: string; decimals: number } | undefined
  /** When it was granted (ms). */
  grantedAt: number
  /** When the revocation landed on chain (ms), if it did. */
  revokedAt?: number | undefined
}
