import type { Network } from '@portico/core'

/** A checked payment, ready for the wallet: the network, the transaction and what it moves. */
export interface PayRequest {
  network: Network
  /** The transaction's target: the recipient for the native coin, the token contract for a token. */
  to: string
  value?: bigint | undefined
  data?: string | undefined
  /** The token contract, or undefined for the native coin. */
  token?: string | undefined
  recipient: string
  /** In the asset's smallest unit. */
  units: bigint
}
