import { createCoinbasePayExchangeClient } from './createCoinbasePayExchangeClient.js'
import { createPorticoPayExchangeClient } from './createPorticoPayExchangeClient.js'
import type { PayExchangeClient } from './PayExchangeClient.js'
import type { PayExchangeName, PayExchangeSettings } from './PayExchangeConfig.js'

/**
 * An exchange's client for the protocol its settings pick (`api`): Coinbase's own API, or the cloud's protocol (the
 * devnet's sandbox, a gateway; the default). Either way every call is bounded by `timeoutMs` and a failure is
 * PayExchangeError (502).
 */
export function createPayExchangeClient(
  name: PayExchangeName,
  settings: PayExchangeSettings,
  timeoutMs: number,
): PayExchangeClient {
  return settings.api === 'coinbase'
    ? createCoinbasePayExchangeClient(name, settings, timeoutMs)
    : createPorticoPayExchangeClient(name, settings, timeoutMs)
}
