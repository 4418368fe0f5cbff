import type { RelayLimits } from '../RelayLimits.js'
import { RELAY_ERROR, RelayRpcError } from '../RelayRpcError.js'

/** Checked before anything is stored or subscribed, for every message of a request. */
export function checkMessage(limits: RelayLimits, message: string, ttl: number): void {
  if (message.length > limits.maxMessageChars) {
    throw new RelayRpcError(
      RELAY_ERROR.messageTooLarge,
      `Message too large: ${message.length} characters, at most ${limits.maxMessageChars}`,
    )
  }
  if (ttl < limits.minTtlSeconds || ttl > limits.maxTtlSeconds) {
    throw new RelayRpcError(
      RELAY_ERROR.invalidParams,
      `Invalid ttl ${ttl}: between ${limits.minTtlSeconds} and ${limits.maxTtlSeconds} seconds`,
    )
  }
}
