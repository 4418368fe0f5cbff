import { describe, expect, it } from 'vitest'
import { cdpTestKey } from '../testing/cdpTestKeys.js'
import { COINBASE_ONRAMP_API_URL, loadOnrampConfig } from './loadOnrampConfig.js'

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

describe('loadOnrampConfig: ONRAMP_COINBASE_API=coinbase', () => {
  const key = cdpTestKey('ed25519')
  const coinbase = {
    ONRAMP_COINBASE_API: 'coinbase',
    ONRAMP_COINBASE_API_KEY: key.id,
    ONRAMP_COINBASE_API_SECRET: key.secret,
  }

  it("speaks Coinbase Onramp's API with a CDP key, at Coinbase's address unless one is given", () => {
    expect(loadOnrampConfig(coinbase).providers).toEqual({
      coinbase: {
        api: 'coinbase',
        url: COINBASE_ONRAMP_API_URL,
        apiKey: key.id,
        apiSecret: key.secret,
        urlSigningSecret: '',
        webhookSecret: '',
        pollIntervalMs: 10_000,
      },
    })
    const ecdsa = cdpTestKey('ecdsa')
    expect(
      loadOnrampConfig({
        ...coinbase,
        ONRAMP_COINBASE_API_SECRET: ecdsa.secret,
        ONRAMP_COINBASE_URL: 'http://127.0.0.1:4439',
        ONRAMP_COINBASE_COUNTRY: 'GB',
        ONRAMP_COINBASE_SUBDIVISION: 'NY',
        ONRAMP_COINBASE_POLL_SECONDS: '2.5',
      }).providers.coinbase,
    ).toMatchObject({ url: 'http://127.0.0.1:4439', country: 'GB', subdivision: 'NY', pollIntervalMs: 2_500 })
  })

  it('refuses a missing key, a secret that is no CDP key (without showing it), and odd places or intervals', () => {
    expect(() => loadOnrampConfig({ ONRAMP_COINBASE_API: 'coinbase' })).toThrow(
      /ONRAMP_COINBASE_API=coinbase needs ONRAMP_COINBASE_API_KEY and ONRAMP_COINBASE_API_SECRET/,
    )
    const leaked = 'a-secret-that-is-not-a-cdp-key'
    let message = ''
    try {
      loadOnrampConfig({ ...coinbase, ONRAMP_COINBASE_API_SECRET: leaked })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/ONRAMP_COINBASE_API_SECRET is not a CDP secret API key/)
    expect(message).not.toContain(leaked)
    expect(() => loadOnrampConfig({ ...coinbase, ONRAMP_COINBASE_COUNTRY: 'USA' })).toThrow(
      /ONRAMP_COINBASE_COUNTRY is an ISO 3166-1 alpha-2 code/,
    )
    expect(() => loadOnrampConfig({ ...coinbase, ONRAMP_COINBASE_SUBDIVISION: 'New York' })).toThrow(
      /ONRAMP_COINBASE_SUBDIVISION/,
    )
    expect(() => loadOnrampConfig({ ...coinbase, ONRAMP_COINBASE_POLL_SECONDS: '0' })).toThrow(
      /ONRAMP_COINBASE_POLL_SECONDS/,
    )
  })

  it("takes the CDP webhook subscription's secret, of at least 16 characters, without showing it", () => {
    const webhookSecret = 'a-cdp-webhook-subscription-secret'
    expect(
      loadOnrampConfig({ ...coinbase, ONRAMP_COINBASE_WEBHOOK_SECRET: webhookSecret }).providers.coinbase,
    ).toMatchObject({ api: 'coinbase', webhookSecret, urlSigningSecret: '' })
    const short = 'short-secret'
    let message = ''
    try {
      loadOnrampConfig({ ...coinbase, ONRAMP_COINBASE_WEBHOOK_SECRET: short })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/Invalid configuration: .*ONRAMP_COINBASE_WEBHOOK_SECRET/s)
    expect(message).not.toContain(short)
  })
})
