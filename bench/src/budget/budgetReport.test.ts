import { describe, expect, it } from 'vitest'
import { BUDGET_OVER_BASELINE_KIB, FEATURE_ENTRY_KIB } from './budgetLimit.js'
import { budgetReport } from './budgetReport.js'

const KIB = 1024

describe('budgetReport', () => {
  it('holds the widget alone to the baseline and the features to their entries, not the sum to the widget limit', () => {
    const widgetAlone = (100 + BUDGET_OVER_BASELINE_KIB) * KIB
    const report = budgetReport({
      baseline: 100 * KIB,
      widgetAlone,
      withFeatures: widgetAlone + Math.floor(3 * FEATURE_ENTRY_KIB * KIB),
      featureCount: 3,
    })
    expect(report.ok).toBe(true)
    expect(report.line.split('\n')).toHaveLength(2)
    expect(report.line).not.toContain('over')
  })

  it('is over when either part is', () => {
    const widgetAlone = 100 * KIB
    const sizes = { baseline: 100 * KIB, widgetAlone, featureCount: 2 }
    const entriesOver = budgetReport({
      ...sizes,
      withFeatures: widgetAlone + 2 * FEATURE_ENTRY_KIB * KIB + 1,
    })
    expect(entriesOver.ok).toBe(false)
    expect(entriesOver.widget.ok).toBe(true)
    const widgetOver = budgetReport({
      ...sizes,
      widgetAlone: (100 + BUDGET_OVER_BASELINE_KIB) * KIB + 1,
      withFeatures: (100 + BUDGET_OVER_BASELINE_KIB) * KIB + 1,
    })
    expect(widgetOver.ok).toBe(false)
    expect(widgetOver.line.split('\n')[0]).toMatch(/— over$/)
  })
})
