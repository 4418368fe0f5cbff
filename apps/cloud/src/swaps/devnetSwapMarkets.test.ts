import { devnetEvmContracts, devnetEvmMarket } from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { devnetSwapMarkets } from './devnetSwapMarkets.js'

describe('devnet swap markets', () => {
  it("name the devnet's router, factory, WETH and tokens on both chains", () => {
    const lower = (address: string) => address.toLowerCase()
    for (const chainId of ['eip155:31337', 'eip155:31338']) {
      const market = devnetSwapMarkets[chainId]
      expect(market).toMatchObject({
        router: lower(devnetEvmMarket.router.address),
        factory: lower(devnetEvmMarket.factory.address),
        weth: lower(devnetEvmMarket.weth.address),
        pairInitCodeHash: devnetEvmMarket.pairInitCodeHash,
      })
      const { usdc, usdt, token } = devnetEvmContracts
      const fee = devnetEvmMarket.feeOnTransferToken
      expect(market?.tokens).toEqual(
        [usdc, usdt, token, fee].map((each) => ({
          address: lower(each.address),
          symbol: each.symbol,
          name: each.name,
          decimals: each.decimals,
          transferFeeBps: 'transferFeeBps' in each ? each.transferFeeBps : 0,
        })),
      )
    }
  })
})
