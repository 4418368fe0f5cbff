import { describe, expect, it } from 'vitest'
import { formatNativeFee } from './formatNativeFee.js'
import { ETHER_UNIT } from './NativeCurrencyUnit.js'

describe('formatNativeFee', () => {
  it('shows four significant digits, rounded up so that "up to" stays true', () => {
    expect(formatNativeFee(6_097_223_960_849_680n, ETHER_UNIT)).toBe('0.006098 ETH')
    expect(formatNativeFee(420_000_000_000_000n, ETHER_UNIT)).toBe('0.00042 ETH')
    expect(formatNativeFee(1_000_000_000_000_001n, ETHER_UNIT)).toBe('0.001001 ETH')
    expect(formatNativeFee(12_345_678_901_234_567_890n, ETHER_UNIT)).toBe('12.35 ETH')
  })

  it('leaves amounts of four digits or fewer of the smallest unit, and zero, as they are', () => {
    expect(formatNativeFee(0n, ETHER_UNIT)).toBe('0 ETH')
    expect(formatNativeFee(1234n, { symbol: 'POL', decimals: 18 })).toBe('0.000000000000001234 POL')
    expect(formatNativeFee(9n, { symbol: 'X', decimals: 0 })).toBe('9 X')
  })
})
