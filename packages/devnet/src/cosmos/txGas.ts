import type { DecodedTx } from './DecodedTx.js'

/** Deterministic gas: a base cost per transaction plus a cost per message and per signature. */
const GAS_BASE = 60_000n
const GAS_PER_MESSAGE = 20_000n
const GAS_PER_SIGNATURE = 1_000n

/** The gas a transaction uses. */
export function txGas({ messages, raw }: DecodedTx): bigint {
  return (
    GAS_BASE + GAS_PER_MESSAGE * BigInt(messages.length) + GAS_PER_SIGNATURE * BigInt(raw.signatures.length)
  )
}
