import { describe, expect, it } from 'vitest'
import { devnetSwapMarkets, UNISWAP_V2_PAIR_INIT_CODE_HASH } from './devnetSwapMarkets.js'
import { loadSwapsConfig } from './loadSwapsConfig.js'

const ROUTER = `0x${'7a'.repeat(20)}`
const FACTORY = `0x${'5c'.repeat(20)}`
const WETH = `0x${'c0'.repeat(20)}`
const USDC = `0x${'a0'.repeat(20)}`

describe('loadSwapsConfig', () => {
  it('has the devnet market in development and nothing elsewhere, 1inch only with a key', () => {
    expect(loadSwapsConfig({}, true)).toEqual({
      pools: devnetSwapMarkets,
      timeoutMs: 10_000,
      oneInch: undefined,
    })
    expect(loadSwapsConfig({}, false)).toEqual({ pools: {}, timeoutMs: 10_000, oneInch: undefined })
    expect(loadSwapsConfig({ SWAPS_1INCH_API_KEY: 'k', SWAPS_TIMEOUT_SECONDS: '2.5' }, false)).toEqual({
      pools: {},
      timeoutMs: 2_500,
      oneInch: { apiKey: 'k', baseUrl: 'https://api.1inch.dev' },
    })
  })

  it('reads SWAPS_POOLS, with Uniswap v2 init code hash by default, and explains a malformed one', () => {
    const pools = JSON.stringify({
      'eip155:1': {
        router: ROUTER,
        factory: FACTORY,
        weth: WETH,
        tokens: [{ address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
      },
    })
    expect(loadSwapsConfig({ SWAPS_POOLS: pools }, true).pools).toEqual({
      'eip155:1': {
        router: ROUTER,
        factory: FACTORY,
        weth: WETH,
        pairInitCodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
        tokens: [{ address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, transferFeeBps: 0 }],
      },
    })
    expect(() => loadSwapsConfig({ SWAPS_POOLS: '{"eip155:1":{"router":"nope"}}' }, false)).toThrow(
      /SWAPS_POOLS is a JSON object/,
    )
    expect(() => loadSwapsConfig({ SWAPS_POOLS: 'not json' }, false)).toThrow(/SWAPS_POOLS/)
    const named = (routerName: string) =>
      JSON.stringify({
        'eip155:10': { router: ROUTER, routerName, factory: FACTORY, weth: WETH, tokens: [] },
      })
    expect(
      loadSwapsConfig({ SWAPS_POOLS: named(' Velodrome Router ') }, false).pools['eip155:10']?.routerName,
    ).toBe('Velodrome Router')
    expect(() => loadSwapsConfig({ SWAPS_POOLS: named('Router\u202e') }, false)).toThrow(/printable/)
  })
})
