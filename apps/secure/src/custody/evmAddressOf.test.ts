import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { evmAddressOf } from './evmAddressOf.js'

it('gives the checksummed address viem gives for the same key', () => {
  for (let round = 0; round < 32; round++) {
    const key = crypto.getRandomValues(new Uint8Array(32))
    const hex = `0x${Buffer.from(key).toString('hex')}` as const
    expect(evmAddressOf(key)).toBe(privateKeyToAccount(hex).address)
  }
})
