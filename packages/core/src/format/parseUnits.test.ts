import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

describe('parseUnits', () => {
  it('turns decimal strings into base units', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('10', 6)).toBe(10_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('-2', 0)).toBe(-2n)
  })

  it('cuts fraction digits beyond the decimals', () => {
    expect(parseUnits('1.23456789', 2)).toBe(123n)
  })

  it('is the inverse of formatUnits', () => {
    expect(formatUnits(parseUnits('123.456', 18), 18)).toBe('123.456')
  })

  it('refuses what is not a decimal number', () => {
    expect(() => parseUnits('1e18', 18)).toThrow(SyntaxError)
  })
})
