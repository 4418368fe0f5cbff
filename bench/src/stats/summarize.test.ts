import { describe, expect, it } from 'vitest'
import { summarize } from './summarize.js'

describe('summarize', () => {
  it('takes the middle sample of an odd count', () => {
    expect(summarize([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, n: 3 })
  })

  it('averages the middle two of an even count', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4 })
  })

  it('ignores missing samples (a run that timed out)', () => {
    expect(summarize([null, 5, undefined, Number.NaN])).toEqual({ median: 5, min: 5, max: 5, n: 1 })
  })

  it('is null without samples', () => {
    expect(summarize([])).toBeNull()
    expect(summarize([null])).toBeNull()
  })
})
