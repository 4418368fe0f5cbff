import { createMeldOnrampClient } from './createMeldOnrampClient.js'
import { createPorticoOnrampClient } from './createPorticoOnrampClient.js'
import type { OnrampProviderConfig, OnrampProviderName } from './OnrampConfig.js'
import type { OnrampProviderClient } from './OnrampProviderClient.js'

/**
 * A provider's client for the protocol its settings pick (`api`): Meld's own API, or the devnet sandboxes' protocol
 * (the default). Either way every call is bounded by `timeoutMs`; a failure is OnrampProviderError (502), a refusal
 * of the purchase is a refusal.
 */
export function createOnrampProviderClient(
  name: OnrampProviderName,
  config: OnrampProviderConfig,
  timeoutMs: number,
): OnrampProviderClient {
  return config.api === 'meld'
    ? createMeldOnrampClient(name, config, timeoutMs)
    : createPorticoOnrampClient(name, config, timeoutMs)
}
