import type { PayExchange } from './PayExchange.js'

/** An asset Fund wallet deposits on the connected network, with the exchanges that deposit it (from the cloud). */
export interface PayFundAsset {
  /** `native` for the network's coin, or the token's contract address. */
  asset: string
  symbol: string
  decimals: number
  exchanges: PayExchange[]
}
