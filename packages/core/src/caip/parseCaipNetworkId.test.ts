import { describe, expect, it } from 'vitest'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

describe('parseCaipNetworkId', () => {
  it('splits namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ chainNamespace: 'eip155', chainId: '8453' })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      chainNamespace: 'bip122',
      chainId: '000000000019d6689c085ae165831e93',
    })
  })

  it.each(['eip155', 'eip155:1:0xa', 'eip155:', ':1', 'tron:1', ''])(
    "rejects '%s' with 'Invalid CAIP-2 network id'",
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP-2 network id')
    },
  )
})
