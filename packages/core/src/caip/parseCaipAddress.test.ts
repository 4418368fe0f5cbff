import { describe, expect, it } from 'vitest'
import { CaipError } from '../errors/CaipError.js'
import { parseCaipAddress } from './parseCaipAddress.js'

describe('parseCaipAddress', () => {
  it('splits namespace, chain id and address', () => {
    expect(parseCaipAddress('eip155:1:0xAbC0000000000000000000000000000000000001')).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: '0xAbC0000000000000000000000000000000000001',
    })
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      ),
    ).toMatchObject({ chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })

  it.each(['eip155:1', 'eip155:1:0xa:extra', 'eip155::0xa', ':1:0xa', 'eip155:1:', ''])(
    "rejects '%s' with 'Invalid CAIP-10 address'",
    (value) => {
      expect(() => parseCaipAddress(value)).toThrowError(new CaipError('INVALID_CAIP10_ADDRESS', { value }))
      expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address')
    },
  )

  it("rejects an unknown namespace with 'Invalid CAIP Address'", () => {
    expect(() => parseCaipAddress('tron:1:TX')).toThrow('Invalid CAIP Address')
  })
})
