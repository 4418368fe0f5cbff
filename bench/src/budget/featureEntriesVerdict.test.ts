import { describe, expect, it } from 'vitest'
import { featureEntriesVerdict } from './featureEntriesVerdict.js'

describe('featureEntriesVerdict', () => {
  it('passes when the entries stay within the allowance of each package', () => {
    const verdict = featureEntriesVerdict(124 * 1024, 122 * 1024, 4, 0.6)
    expect(verdict.ok).toBe(true)
    expect(verdict.line).toBe(
      "budget: 4 feature packages' entries 2.0 KiB gzip, limit 2.4 KiB (0.6 each) — ok",
    )
  })

  it('fails when the entries outgrow it', () => {
    const verdict = featureEntriesVerdict(125 * 1024, 122 * 1024, 4, 0.6)
    expect(verdict.ok).toBe(false)
    expect(verdict.line.endsWith('— over')).toBe(true)
  })
})
