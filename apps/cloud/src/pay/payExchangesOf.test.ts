import { describe, expect, it } from 'vitest'
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

  it('refuses settings given in part', () => {
    expect(() => loadPayExchangeConfig({ PAY_EXCHANGE_BINANCE_URL: 'https://pay.exchange.example' })).toThrow(
      /go together/,
    )
  })
})
