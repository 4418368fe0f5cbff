import { describe, expect, it } from 'vitest'
import { loadOnrampConfig } from './loadOnrampConfig.js'

describe('loadOnrampConfig', () => {
  it('configures no provider by default', () => {
    expect(loadOnrampConfig({})).toEqual({ providers: {}, timeoutMs: 10_000 })
  })

  it("uses the devnet's sandboxes in development unless a provider is set", () => {
    expect(loadOnrampConfig({}, true).providers).toMatchObject({
      meld: { url: 'http://127.0.0.1:4430', apiKey: 'portico-local-meld' },
      coinbase: { url: 'http://127.0.0.1:4431', apiKey: 'portico-local-coinbase' },
    })
  })

  it('configures a provider from its four settings', () => {
    const config = loadOnrampConfig({
      ONRAMP_MELD_URL: 'https://meld.example',
      ONRAMP_MELD_API_KEY: 'key',
      ONRAMP_MELD_URL_SECRET: 'a-url-secret-of-16+',
      ONRAMP_MELD_WEBHOOK_SECRET: 'a-webhook-secret-16+',
      ONRAMP_TIMEOUT_SECONDS: '2.5',
    })
    expect(config).toEqual({
      providers: {
        meld: {
          url: 'https://meld.example',
          apiKey: 'key',
          urlSigningSecret: 'a-url-secret-of-16+',
          webhookSecret: 'a-webhook-secret-16+',
        },
      },
      timeoutMs: 2_500,
    })
  })

  it('refuses a provider with only some settings, a short secret or a URL that is not http(s)', () => {
    expect(() => loadOnrampConfig({ ONRAMP_COINBASE_API_KEY: 'key' })).toThrow(/go together/)
    expect(() => loadOnrampConfig({ ONRAMP_COINBASE_WEBHOOK_SECRET: 'short' })).toThrow(
      /Invalid configuration/,
    )
    expect(() => loadOnrampConfig({ ONRAMP_MELD_URL: 'ftp://meld.example' })).toThrow(/Invalid configuration/)
  })
})

describe('loadOnrampConfig: ONRAMP_<PROVIDER>_API', () => {
  const meld = {
    PUBLIC_URL: 'https://cloud.example',
    ONRAMP_MELD_URL: 'https://api-sb.meld.io',
    ONRAMP_MELD_API_KEY: 'meld-key',
    ONRAMP_MELD_WEBHOOK_SECRET: 'a-webhook-secret-16+',
  }

  it("speaks Meld's own API with ONRAMP_MELD_API=meld, without a URL secret", () => {
    expect(loadOnrampConfig({ ...meld, ONRAMP_MELD_API: 'meld' }).providers).toEqual({
      meld: {
        api: 'meld',
        url: 'https://api-sb.meld.io',
        apiKey: 'meld-key',
        urlSigningSecret: '',
        webhookSecret: 'a-webhook-secret-16+',
      },
    })
  })

  it("asks Meld for ONRAMP_MELD_COUNTRY's prices, an ISO 3166-1 alpha-2 code", () => {
    expect(
      loadOnrampConfig({ ...meld, ONRAMP_MELD_API: 'meld', ONRAMP_MELD_COUNTRY: 'DE' }).providers.meld,
    ).toMatchObject({ api: 'meld', country: 'DE' })
    expect(() =>
      loadOnrampConfig({ ...meld, ONRAMP_MELD_API: 'meld', ONRAMP_MELD_COUNTRY: 'Germany' }),
    ).toThrow(/ONRAMP_MELD_COUNTRY is an ISO 3166-1 alpha-2 code/)
  })

  it('keeps the sandbox protocol by default and with ONRAMP_MELD_API=portico', () => {
    const portico = { ...meld, ONRAMP_MELD_URL_SECRET: 'a-url-secret-of-16+' }
    expect(loadOnrampConfig(portico).providers.meld).not.toHaveProperty('api')
    expect(loadOnrampConfig({ ...portico, ONRAMP_MELD_API: 'portico' }).providers.meld).not.toHaveProperty(
      'api',
    )
    expect(() => loadOnrampConfig({ ...meld, ONRAMP_MELD_API: 'portico' })).toThrow(/go together/)
  })

  it('refuses an unknown protocol, one the provider does not speak, and Meld without its settings', () => {
    expect(() => loadOnrampConfig({ ...meld, ONRAMP_MELD_API: 'moonpay' })).toThrow(/ONRAMP_MELD_API/)
    expect(() => loadOnrampConfig({ ONRAMP_COINBASE_API: 'meld' })).toThrow(/ONRAMP_COINBASE_API/)
    const { PUBLIC_URL: _, ...withoutPublicUrl } = meld
    expect(() => loadOnrampConfig({ ...withoutPublicUrl, ONRAMP_MELD_API: 'meld' })).toThrow(
      /ONRAMP_MELD_API=meld needs PUBLIC_URL/,
    )
    expect(
      loadOnrampConfig({ ...withoutPublicUrl, ONRAMP_MELD_API: 'meld' }, true).providers.meld,
    ).toMatchObject({
      api: 'meld',
    })
    expect(() => loadOnrampConfig({ ONRAMP_MELD_API: 'meld' })).toThrow(
      /ONRAMP_MELD_API=meld needs ONRAMP_MELD_URL, ONRAMP_MELD_API_KEY and ONRAMP_MELD_WEBHOOK_SECRET/,
    )
  })
})
