import { describe, expect, it } from 'vitest'
import { formatKib, formatRatio, formatSpread } from './formatCells.js'

describe('formatCells', () => {
  it('prints KiB with one decimal', () => {
    expect(formatKib(1536)).toBe('1.5')
  })

  it('prints the median in bold with min and max', () => {
    expect(formatSpread({ median: 20.4, min: 10, max: 30.6, n: 3 })).toBe('**20** (10–31)')
    expect(formatSpread({ median: 2.04, min: 2.01, max: 2.1, n: 2 }, 2)).toBe('**2.04** (2.01–2.10)')
    expect(formatSpread({ median: 7, min: 7, max: 7, n: 1 })).toBe('**7**')
    expect(formatSpread(null)).toBe('—')
  })

  it('prints ratios, and says so when one side is missing or zero', () => {
    expect(formatRatio(50, 200)).toBe('0.25×')
    expect(formatRatio(null, 200)).toBe('—')
    expect(formatRatio(5, 0)).toBe('n/a')
    expect(formatRatio(0, 0)).toBe('1.00×')
  })
})
