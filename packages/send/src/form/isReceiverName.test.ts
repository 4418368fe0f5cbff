import { expect, it } from 'vitest'
import { isReceiverName } from './isReceiverName.js'

it('reads names on EVM only, never an address or a hexadecimal fragment', () => {
  expect(isReceiverName('eip155', 'alice')).toBe(true)
  expect(isReceiverName('eip155', 'alice-1.portico.id')).toBe(true)
  expect(isReceiverName('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
  expect(isReceiverName('eip155', 'deadbeef')).toBe(false)
  expect(isReceiverName('eip155', 'bob')).toBe(false)
  expect(isReceiverName('solana', 'alice')).toBe(false)
})
