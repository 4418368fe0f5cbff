import { describe, expect, it } from 'vitest'
import { fixtureRun } from '../report/reportFixture.js'
import { summarizeRuns } from './summarizeRuns.js'

describe('summarizeRuns', () => {
  it('summarises each CPU rate on its own', () => {
    const summary = summarizeRuns([fixtureRun('baseline', 1, 100), fixtureRun('baseline', 4, 400)])
    expect(summary['1x']?.buttonMs?.median).toBe(100)
    expect(summary['4x']?.buttonMs?.median).toBe(400)
  })

  it('counts blocked requests before the first interaction per run', () => {
    const summary = summarizeRuns([
      fixtureRun('appkit', 1, 100, ['api.example.org/config', 'fonts.example.org/a.woff2']),
      fixtureRun('appkit', 1, 100, ['api.example.org/config']),
      fixtureRun('appkit', 1, 100, ['api.example.org/config']),
    ])
    expect(summary['1x']?.externalBeforeInteraction).toEqual({ median: 1, min: 1, max: 2, n: 3 })
    expect(summary['1x']?.externalClickToList?.max).toBe(0)
  })

  it('leaves out a run whose list never showed from the click→list count', () => {
    const run = { ...fixtureRun('portico', 1, 100), listSettledMs: null, error: 'open: timeout' }
    expect(summarizeRuns([run])['1x']?.externalClickToList).toBeNull()
  })
})
