import type { OnrampConfig } from '../../onramp/OnrampConfig.js'
import { cdpTestKey } from '../cdpTestKeys.js'

const COINBASE_KEY = cdpTestKey('ed25519')

/**
 * On-ramp settings with the providers on a port where nothing listens, so the hostile on-ramp requests reach a provider
 * call: `meld` over the cloud's protocol, `coinbase` over Coinbase's own API with a webhook subscription's secret.
 */
export const onrampOnDownProvider: OnrampConfig = {
  providers: {
    meld: {
      url: 'http://127.0.0.1:9',
      apiKey: 'hostile-api-key',
      urlSigningSecret: 'hostile-url-signing-secret',
      webhookSecret: 'hostile-webhook-secret',
    },
    coinbase: {
      api: 'coinbase',
      url: 'http://127.0.0.1:9',
      apiKey: COINBASE_KEY.id,
      apiSecret: COINBASE_KEY.secret,
      urlSigningSecret: '',
      webhookSecret: 'hostile-coinbase-webhook-secret',
      pollIntervalMs: 0,
    },
  },
  timeoutMs: 5_000,
}
