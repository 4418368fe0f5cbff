import type { CosmosEvent } from './CosmosEvent.js'

/** The DeliverTx result of a transaction. */
export type TxResult = {
  code: number
  codespace: string
  log: string
  data: Uint8Array
  gasWanted: bigint
  gasUsed: bigint
  events: CosmosEvent[]
}
