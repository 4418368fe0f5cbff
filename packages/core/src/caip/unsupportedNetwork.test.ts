import { describe, expect, it } from 'vitest'
import { defineNetwork } from './defineNetwork.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { unsupportedNetwork } from './unsupportedNetwork.js'

const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

describe('unsupportedNetwork', () => {
  it('is the placeholder for a chain the app does not know', () => {
    expect(unsupportedNetwork('eip155', '0x89')).toEqual({
      id: 137,
      caipNetworkId: 'eip155:137',
      chainNamespace: 'eip155',
      name: 'Unknown Network',
      nativeCurrency: { name: '', symbol: '', decimals: 0 },
      rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
    })
  })
})

describe('isNetworkSupported', () => {
  it('accepts the app networks by network or CAIP-2 id', () => {
    expect(isNetworkSupported([mainnet], mainnet)).toBe(true)
    expect(isNetworkSupported([mainnet], 'eip155:1')).toBe(true)
  })

  it('rejects the placeholder and unknown ids', () => {
    expect(isNetworkSupported([mainnet], unsupportedNetwork('eip155', 137))).toBe(false)
    expect(isNetworkSupported([mainnet], 'eip155:137')).toBe(false)
    expect(isNetworkSupported([mainnet], undefined)).toBe(false)
  })
})
