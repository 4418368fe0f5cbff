import { expect, it } from 'vitest'
import { solana } from './solana.js'
import { solanaDevnet } from './solanaDevnet.js'
import { solanaLocalnet } from './solanaLocalnet.js'
import { solanaTestnet } from './solanaTestnet.js'
import { walletStandardChain } from './walletStandardChain.js'

it('maps the public clusters to their Wallet Standard chains and any other to solana:localnet', () => {
  expect(walletStandardChain(solana)).toBe('solana:mainnet')
  expect(walletStandardChain(solanaDevnet)).toBe('solana:devnet')
  expect(walletStandardChain(solanaTestnet)).toBe('solana:testnet')
  const local = solanaLocalnet({
    rpcUrl: 'http://127.0.0.1:8899',
    genesisHash: 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky',
  })
  expect(walletStandardChain(local)).toBe('solana:localnet')
})
