import type { OnrampProviderConfig } from '../onramp/OnrampConfig.js'
import type { CdpTestKey } from './cdpTestKeys.js'
import type { FakeCoinbaseApi } from './startFakeCoinbaseApi.js'

/**
 * The on-ramp provider `coinbase` on Coinbase Onramp's own API (ONRAMP_COINBASE_API=coinbase), pointed at the stand-in
 * `coinbase` with the CDP key `key`: no webhook secret (purchases polled only) unless `settings` gives one.
 */
export function coinbaseApiProvider(
  coinbase: FakeCoinbaseApi,
  key: CdpTestKey,
  settings: { pollIntervalMs: number; webhookSecret?: string },
): OnrampProviderConfig {
  return {
    api: 'coinbase',
    url: coinbase.url,
    apiKey: key.id,
    apiSecret: key.secret,
    urlSigningSecret: '',
    webhookSecret: settings.webhookSecret ?? '',
    pollIntervalMs: settings.pollIntervalMs,
  }
}
