import { describe, expect, it } from 'vitest'
import { devnetEvmContracts } from './devnetEvmContracts.js'

describe('devnetEvmContracts', () => {
  it('have stable addresses (deployer account #9, nonces 0, 1, 2, 3)', () => {
    expect({
      usdt: devnetEvmContracts.usdt.address,
      token: devnetEvmContracts.token.address,
      nft: devnetEvmContracts.nft.address,
      usdc: devnetEvmContracts.usdc.address,
    }).toMatchInlineSnapshot(`
      {
        "nft": "0xb19b36b1456E65E3A6D514D3F715f204BD59f431",
        "token": "0xA15BB66138824a1c7167f5E85b957d04Dd34E468",
        "usdc": "0x8ce361602B935680E8DeC218b820ff5056BeB7af",
        "usdt": "0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35",
      }
    `)
  })
})
