import { createRequire } from 'node:module'
import { keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetEvmMarket } from './devnetEvmMarket.js'

describe('devnetEvmMarket', () => {
  it('have stable addresses (deployer account #9, nonces 4 to 7; pairs from the factory by CREATE2)', () => {
    const { feeOnTransferToken, weth, factory, router, pools } = devnetEvmMarket
    expect({
      feeOnTransferToken: feeOnTransferToken.address,
      weth: weth.address,
      factory: factory.address,
      router: router.address,
      pairs: Object.fromEntries(pools.map((pool) => [pool.name, pool.pair])),
    }).toMatchInlineSnapshot(`
      {
        "factory": "0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba",
        "feeOnTransferToken": "0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629",
        "pairs": {
          "USDC/PTK": "0x14991D1426dE773AeaB314BA75F7B11E1387FA56",
          "WETH/DTT": "0xdf68989A4EF16C6574812dd6b32C5c40fEda7493",
          "WETH/PTK": "0xE29E2d21C8C89b53d05cb14A61aAC0111E525D0C",
          "WETH/USDC": "0xEed835193cbd97A550B01742FDA6e7eFBa587457",
          "WETH/USDT": "0xaC258c588633eC37aE1b61B0ee3A90838660b817",
        },
        "router": "0xeD1DB453C3156Ff3155a97AD217b3087D5Dc5f6E",
        "weth": "0xe1DA8919f262Ee86f9BE05059C9280142CF23f48",
      }
    `)
  })

  it("use the init code hash Router02 hard-codes, which is v2-core's own UniswapV2Pair", () => {
    const require = createRequire(import.meta.url)
    const pair = require('@uniswap/v2-core/build/UniswapV2Pair.json') as { bytecode: string }
    const router = require('@uniswap/v2-periphery/build/UniswapV2Router02.json') as { bytecode: string }
    const withPrefix = (hex: string) => (hex.startsWith('0x') ? hex : `0x${hex}`) as `0x${string}`
    expect(keccak256(withPrefix(pair.bytecode))).toBe(devnetEvmMarket.pairInitCodeHash)
    expect(router.bytecode).toContain(devnetEvmMarket.pairInitCodeHash.slice(2))
  })
})
