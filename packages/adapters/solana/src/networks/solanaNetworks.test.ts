import { describe, expect, it } from 'vitest'
import { genesisReference } from './genesisReference.js'
import { solana } from './solana.js'
import { solanaDevnet } from './solanaDevnet.js'
import { solanaLocalnet } from './solanaLocalnet.js'
import { solanaTestnet } from './solanaTestnet.js'
import { walletStandardChain } from './walletStandardChain.js'

const localGenesis = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky'

describe('Solana networks', () => {
  it('names the public clusters by the first 32 characters of their genesis hash', () => {
    expect([solana, solanaDevnet, solanaTestnet].map((network) => network.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VPwjbq9',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(solana).toMatchObject({
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
    })
    expect(solanaDevnet.testnet).toBe(true)
  })

  it('makes a local network from the node RPC, PubSub endpoint and genesis hash', () => {
    expect(
      solanaLocalnet({
        rpcUrl: 'http://127.0.0.1:8899',
        wsUrl: 'ws://127.0.0.1:8900',
        genesisHash: localGenesis,
      }),
    ).toMatchObject({
      id: 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3',
      caipNetworkId: 'solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3',
      name: 'Solana Localnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
      testnet: true,
    })
  })

  it('keeps a genesis hash of 32 characters or fewer whole', () => {
    expect(genesisReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(genesisReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuqCCCSgxJyUoFGY')).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it('maps the public clusters to their Wallet Standard chains and any other to solana:localnet', () => {
    expect(walletStandardChain(solana)).toBe('solana:mainnet')
    expect(walletStandardChain(solanaDevnet)).toBe('solana:devnet')
    expect(walletStandardChain(solanaTestnet)).toBe('solana:testnet')
    expect(
      walletStandardChain(solanaLocalnet({ rpcUrl: 'http://127.0.0.1:8899', genesisHash: localGenesis })),
    ).toBe('solana:localnet')
  })
})
