import { expect, it } from 'vitest'
import { solanaLocalnet } from './solanaLocalnet.js'

it('makes a local network from the node RPC, PubSub endpoint and genesis hash', () => {
  expect(
    solanaLocalnet({
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
      genesisHash: 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky',
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
