import { describe, expect, it } from 'vitest'
import { defineNetwork } from './defineNetwork.js'

const anvil = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
}

describe('defineNetwork', () => {
  it('adds the CAIP fields to a viem-like chain and keeps its other fields', () => {
    const network = defineNetwork(anvil)
    expect(network).toMatchObject({
      id: 31337,
      name: 'Anvil',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      testnet: true,
      contracts: anvil.contracts,
    })
    expect(network.rpcUrls.chainDefault).toEqual({ http: ['http://127.0.0.1:8545'] })
    expect(network.rpcUrls.default).toEqual({ http: ['http://127.0.0.1:8545'] })
  })

  it('builds a network of another namespace', () => {
    const solanaLocal = defineNetwork(
      {
        id: 'localnet',
        name: 'Solana Localnet',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      },
      'solana',
    )
    expect(solanaLocal.caipNetworkId).toBe('solana:localnet')
    expect(solanaLocal.chainNamespace).toBe('solana')
  })

  it('refuses a chain without an id', () => {
    expect(() => defineNetwork({ ...anvil, id: '' })).toThrow('Invalid CAIP-2 network id')
  })
})
