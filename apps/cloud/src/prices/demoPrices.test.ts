import { devnetEvmContracts, devnetEvmMarket } from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { demoPrices } from './demoPrices.js'

describe('demo prices', () => {
  it("price the devnet's native currency, USDT, PTK, USDC and DTT on both devnet chains", () => {
    const assets = [
      'native',
      devnetEvmContracts.usdt.address,
      devnetEvmContracts.token.address,
      devnetEvmContracts.usdc.address,
      devnetEvmMarket.feeOnTransferToken.address,
    ].map((address) => address.toLowerCase())
    for (const chainId of ['eip155:31337', 'eip155:31338']) {
      expect(demoPrices.filter((price) => price.chainId === chainId).map((price) => price.address)).toEqual(
        assets,
      )
    }
  })
})
