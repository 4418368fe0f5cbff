import { defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { eip155Network } from './eip155Network.js'
import { eip155Networks } from './eip155Networks.js'

const local = defineChain({
  id: 31337,
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const localB = { ...local, id: 31338, name: 'Portico Local B' }

describe('eip155Network', () => {
  it('keeps the viem chain and adds the CAIP-2 id and namespace', () => {
    expect(eip155Network(local)).toMatchObject({
      id: 31337,
      name: 'Portico Local',
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      rpcUrls: {
        default: { http: ['http://127.0.0.1:8545'] },
        chainDefault: { http: ['http://127.0.0.1:8545'] },
      },
    })
  })

  it('builds the networks of every wagmi chain, in order', () => {
    expect(eip155Networks([local, localB]).map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
  })
})
