import type { TxResult } from './TxResult.js'

/** A transaction delivered in a block. */
export type CosmosTxRecord = { hash: string; height: number; index: number; tx: Uint8Array; result: TxResult }
