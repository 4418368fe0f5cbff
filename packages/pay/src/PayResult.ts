/** A payment made: the transaction's hash, on the asset's network, once confirmed on chain. */
export interface PayResult {
  hash: string
  /** The network's CAIP-2 id. */
  network: string
  recipient: string
  /** In the asset's smallest unit. */
  amount: string
}
