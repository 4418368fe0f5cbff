import type { TxResult } from './TxResult.js'

/** A failed DeliverTx result with the SDK's code and log (gas and events are filled in by the caller). */
export function txFailure(code: number, log: string, codespace = 'sdk'): TxResult {
  return { code, codespace, log, data: new Uint8Array(), gasWanted: 0n, gasUsed: 0n, events: [] }
}
