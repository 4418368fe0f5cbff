import type { OnrampConfig } from '../../onramp/OnrampConfig.js'

/** On-ramp settings with meld on a port where nothing listens, so the hostile on-ramp requests reach a provider call. */
export const onrampOnDownProvider: OnrampConfig = {
  providers: {
    meld: {
      url: 'http://127.0.0.1:9',
      apiKey: 'hostile-api-key',
      urlSigningSecret: 'hostile-url-signing-secret',
      webhookSecret: 'hostile-webhook-secret',
    },
  },
  timeoutMs: 5_000,
}
