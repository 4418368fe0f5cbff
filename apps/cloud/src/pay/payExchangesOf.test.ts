import { describe, expect, it } from 'vitest'
import { cdpTestKey } from '../testing/cdpTestKeys.js'
import { loadPayExchangeConfig } from './loadPayExchangeConfig.js'
import { payExchangesOf } from './payExchangesOf.js'

const config = (payExchanges: ReturnType<typeof loadPayExchangeConfig>) => ({ payExchanges })

describe('payExchangesOf and loadPayExchangeConfig', () => {
  it('answers pay_exchange_not_configured without settings, never a 500', () => {
    const exchanges = payExchangesOf(config(loadPayExchangeConfig({})))
    expect(() => exchanges.forProject({ exchangesEnabled: true })).toThrow(
      expect.objectContaining({ status: 503, code: 'pay_exchange_not_configured' }),
    )
    expect(() => exchanges.byName('binance')).toThrow(
      expect.objectContaining({ code: 'pay_exchange_not_configured' }),
    )
  })

  it("uses the devnet's sandbox in development only, and the settings given otherwise", () => {
    expect(loadPayExchangeConfig({}, true).exchanges.binance?.url).toBe('http://127.0.0.1:4432')
    const given = loadPayExchangeConfig({
      PAY_EXCHANGE_BINANCE_URL: 'https://pay.exchange.example',
      PAY_EXCHANGE_BINANCE_API_KEY: 'key',
      PAY_EXCHANGE_BINANCE_URL_SECRET: 'a-secret-of-sixteen-or-more',
      PAY_EXCHANGE_TIMEOUT_SECONDS: '3',
    })
    expect(given).toEqual({
      exchanges: {
        binance: {
          url: 'https://pay.exchange.example',
          apiKey: 'key',
          urlSigningSecret: 'a-secret-of-sixteen-or-more',
        },
      },
      timeoutMs: 3_000,
    })
    expect(payExchangesOf(config(given)).byName('binance').name).toBe('binance')
  })

  it('offers no exchange to a project that turned them off, configured or not', () => {
    const configured = payExchangesOf(config(loadPayExchangeConfig({}, true)))
    expect(configured.forProject({ exchangesEnabled: true }).map(({ name }) => name)).toEqual(['binance'])
    for (const exchanges of [configured, payExchangesOf(config(loadPayExchangeConfig({})))])
      expect(() => exchanges.forProject({ exchangesEnabled: false })).toThrow(
        expect.objectContaining({ status: 403, code: 'pay_exchanges_disabled' }),
      )
  })

  it("makes `coinbase` Coinbase's own API with its CDP key, or the on-ramp's, and answers not configured without", () => {
    const own = cdpTestKey('ed25519')
    const onramps = cdpTestKey('ecdsa')
    expect(
      loadPayExchangeConfig({
        PAY_EXCHANGE_COINBASE_API: 'coinbase',
        PAY_EXCHANGE_COINBASE_API_KEY: own.id,
        PAY_EXCHANGE_COINBASE_API_SECRET: own.secret,
        ONRAMP_COINBASE_API_KEY: 'organizations/org1/apiKeys/onramp',
        ONRAMP_COINBASE_API_SECRET: onramps.secret,
        ONRAMP_COINBASE_COUNTRY: 'FR',
      }).exchanges.coinbase,
    ).toEqual({
      api: 'coinbase',
      url: 'https://api.developer.coinbase.com',
      apiKey: own.id,
      apiSecret: own.secret,
      country: 'FR',
      pollIntervalMs: 5_000,
    })
    const reused = loadPayExchangeConfig({
      PAY_EXCHANGE_COINBASE_API: 'coinbase',
      PAY_EXCHANGE_COINBASE_POLL_SECONDS: '2',
      ONRAMP_COINBASE_API_KEY: 'organizations/org1/apiKeys/onramp',
      ONRAMP_COINBASE_API_SECRET: onramps.secret,
    })
    expect(reused.exchanges.coinbase).toMatchObject({
      apiKey: 'organizations/org1/apiKeys/onramp',
      apiSecret: onramps.secret,
      pollIntervalMs: 2_000,
    })
    expect(payExchangesOf(config(reused)).byName('coinbase').name).toBe('coinbase')
    expect(() => payExchangesOf(config(loadPayExchangeConfig({}, true))).byName('coinbase')).toThrow(
      expect.objectContaining({ status: 503, code: 'pay_exchange_not_configured' }),
    )
  })

  it('refuses Coinbase settings without a CDP key, or with a secret that is not one, never printing it', () => {
    expect(() => loadPayExchangeConfig({ PAY_EXCHANGE_COINBASE_API: 'coinbase' })).toThrow(
      /PAY_EXCHANGE_COINBASE_API=coinbase needs PAY_EXCHANGE_COINBASE_API_KEY/,
    )
    expect(() =>
      loadPayExchangeConfig({
        PAY_EXCHANGE_COINBASE_API: 'coinbase',
        PAY_EXCHANGE_COINBASE_API_KEY: 'organizations/org1/apiKeys/key1',
        ONRAMP_COINBASE_API_SECRET: cdpTestKey('ed25519').secret,
      }),
    ).toThrow(/needs PAY_EXCHANGE_COINBASE_API_KEY and PAY_EXCHANGE_COINBASE_API_SECRET/)
    let message = ''
    try {
      loadPayExchangeConfig({
        PAY_EXCHANGE_COINBASE_API: 'coinbase',
        PAY_EXCHANGE_COINBASE_API_KEY: 'organizations/org1/apiKeys/key1',
        PAY_EXCHANGE_COINBASE_API_SECRET: 'not-a-key-but-a-secret-1234',
      })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/PAY_EXCHANGE_COINBASE_API_SECRET is not a CDP secret API key/)
    expect(message).not.toContain('not-a-key-but-a-secret-1234')
  })

  it('refuses settings given in part', () => {
    expect(() => loadPayExchangeConfig({ PAY_EXCHANGE_BINANCE_URL: 'https://pay.exchange.example' })).toThrow(
      /go together/,
    )
  })
})
