import { expect, it } from 'vitest'
import { checkReceiverAddress } from './checkReceiverAddress.js'

it('accepts an EVM address with or without 0x, giving it back with 0x', () => {
  const hex = '70997970C51812dc3A010C7d01b50e0d17dc79C8'
  expect(checkReceiverAddress('eip155', `0x${hex}`)).toBe(`0x${hex}`)
  expect(checkReceiverAddress('eip155', hex)).toBe(`0x${hex}`)
})

it('refuses an EVM address that is not 40 hexadecimal characters', () => {
  for (const bad of ['0x1234', '0x70997970C51812dc3A010C7d01b50e0d17dc79CZ', 'alice.portico.id']) {
    expect(() => checkReceiverAddress('eip155', bad)).toThrow(
      'Invalid EVM address: 40 hex characters, 0x optional',
    )
  }
})

it('accepts a Solana address of 32 to 44 base58 characters, and refuses others', () => {
  expect(checkReceiverAddress('solana', '11111111111111111111111111111111')).toBe(
    '11111111111111111111111111111111',
  )
  for (const bad of [
    '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl',
    'short',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  ]) {
    expect(() => checkReceiverAddress('solana', bad)).toThrow(
      'Invalid Solana address: 32 to 44 base58 characters',
    )
  }
})
