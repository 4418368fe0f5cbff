import { describe, expect, it } from 'vitest'
import { budgetVerdict } from './budgetVerdict.js'

describe('budgetVerdict', () => {
  it('passes when Portico is within the baseline plus the allowance', () => {
    const verdict = budgetVerdict(120 * 1024, 100 * 1024, 30)
    expect(verdict.ok).toBe(true)
    expect(verdict.line).toBe('budget: portico 120.0 KiB gzip, baseline 100.0 KiB, limit 130.0 KiB — ok')
  })

  it('passes exactly at the limit', () => {
    expect(budgetVerdict(130 * 1024, 100 * 1024, 30).ok).toBe(true)
  })

  it('fails one byte over the limit', () => {
    const verdict = budgetVerdict(130 * 1024 + 1, 100 * 1024, 30)
    expect(verdict.ok).toBe(false)
    expect(verdict.line.endsWith('— over')).toBe(true)
  })
})
