import { describe, expect, it } from 'vitest'
import { formatCaipAddress } from './formatCaipAddress.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('formatCaipNetworkId', () => {
  it('joins namespace and chain id, and parses back', () => {
    expect(formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 1 })).toBe('eip155:1')
    expect(
      parseCaipNetworkId(formatCaipNetworkId({ chainNamespace: 'cosmos', chainId: 'cosmoshub-4' })),
    ).toEqual({
      chainNamespace: 'cosmos',
      chainId: 'cosmoshub-4',
    })
  })

  it('refuses an empty chain id or a colon inside it', () => {
    expect(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: '' })).toThrow(
      'Invalid CAIP-2 network id',
    )
    expect(() => formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 'a:b' })).toThrow(
      'Invalid CAIP-2 network id',
    )
  })
})

describe('formatCaipAddress', () => {
  it('joins namespace, chain id and address, and parses back', () => {
    const caipAddress = formatCaipAddress({ chainNamespace: 'eip155', chainId: 31337, address: '0xabc' })
    expect(caipAddress).toBe('eip155:31337:0xabc')
    expect(parseCaipAddress(caipAddress)).toEqual({
      chainNamespace: 'eip155',
      chainId: '31337',
      address: '0xabc',
    })
  })

  it('refuses missing parts and unknown namespaces with docs/behaviour.md texts', () => {
    expect(() => formatCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '' })).toThrow(
      'Invalid CAIP-10 address',
    )
    expect(() =>
      formatCaipAddress({ chainNamespace: 'tron' as 'eip155', chainId: 1, address: 'T1' }),
    ).toThrow('Invalid CAIP Address')
  })
})
