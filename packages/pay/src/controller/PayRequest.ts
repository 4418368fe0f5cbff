import type { Network } from '@portico/core'

/**
 * A checked payment, ready for the wallet: the network (its `chainNamespace` says which adapter pays), the
 * transaction and what it moves. On Solana `to` is the recipient and `value` the lamports of a SOL payment.
 */
export interface PayRequest {
  network: Network
  /** The transaction's target: the recipient for the native coin, the token contract for a token. */
  to: string
  value?: bigint | undefined
  data?: string | undefined
  /** The token contract (the SPL mint on Solana), or undefined for the native coin. */
  token?: string | undefined
  /** The token's decimals (an SPL transfer states them). */
  decimals: number
  recipient: string
  /** In the asset's smallest unit. */
  units: bigint
}
