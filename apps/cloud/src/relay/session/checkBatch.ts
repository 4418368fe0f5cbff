import { RELAY_ERROR, RelayRpcError } from '../RelayRpcError.js'

/** Refuses a batch of more than `max` items. */
export function checkBatch(size: number, max: number): void {
  if (size > max) {
    throw new RelayRpcError(RELAY_ERROR.invalidParams, `Too many items in one batch: at most ${max}`)
  }
}
