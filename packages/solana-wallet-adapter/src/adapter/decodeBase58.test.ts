import { PublicKey } from '@solana/web3.js'
import { expect, it } from 'vitest'
import { decodeBase58 } from './decodeBase58.js'

it('decodes base58 text to its bytes, leading zero bytes included', () => {
  const key = new PublicKey('11111111111111111111111111111111')
  expect(decodeBase58(key.toBase58())).toEqual(key.toBytes())
  const owner = new PublicKey('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')
  expect(decodeBase58(owner.toBase58())).toEqual(owner.toBytes())
  expect(() => decodeBase58('0OIl')).toThrow(RangeError)
})
