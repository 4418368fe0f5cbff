import { createCoinbaseOnrampClient } from './createCoinbaseOnrampClient.js'
import { createMeldOnrampClient } from './createMeldOnrampClient.js'
import { createPorticoOnrampClient } from './createPorticoOnrampClient.js'
import type { OnrampProviderConfig, OnrampProviderName } from './OnrampConfig.js'
import type { OnrampProviderClient } from './OnrampProviderClient.js'

/**
 * A provider's client for the protocol its settings pick (`api`): Meld's or Coinbase's own API, or the devnet sandboxes' protocol
 * (the default). Either way every call is bounded by `timeoutMs`; a failure is OnrampProviderError (502), a refusal
 * of the purchase is a refusal.
 */
export function createOnrampProviderClient(
  name: OnrampProviderName,
  config: OnrampProviderConfig,
  timeoutMs: number,
): OnrampProviderClient {
  if (config.api === 'meld') return createMeldOnrampClient(name, config, timeoutMs)
  if (config.api === 'coinbase') return createCoinbaseOnrampClient(name, config, timeoutMs)
  return createPorticoOnrampClient(name, config, timeoutMs)
}
