import { describe, expect, it } from 'vitest'
import { normalizeChainId } from './normalizeChainId.js'

describe('normalizeChainId', () => {
  it('turns EVM hex and decimal strings into numbers', () => {
    expect(normalizeChainId('eip155', '0x1')).toBe(1)
    expect(normalizeChainId('eip155', '0x7A69')).toBe(31337)
    expect(normalizeChainId('eip155', '8453')).toBe(8453)
    expect(normalizeChainId('eip155', 10)).toBe(10)
  })

  it('keeps the references of other namespaces', () => {
    expect(normalizeChainId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(normalizeChainId('cosmos', '1')).toBe('1')
  })
})
