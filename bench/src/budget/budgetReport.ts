import { BUDGET_OVER_BASELINE_KIB, FEATURE_ENTRY_KIB } from './budgetLimit.js'
import { type BudgetVerdict, budgetVerdict } from './budgetVerdict.js'
import { type FeatureEntriesVerdict, featureEntriesVerdict } from './featureEntriesVerdict.js'

/** The weight budget in its two parts, as `pnpm budget` and `pnpm bench` both print it. */
export type BudgetReport = {
  widget: BudgetVerdict
  entries: FeatureEntriesVerdict
  ok: boolean
  /** Two lines: the widget alone against the baseline, then what the feature packages' entries add. */
  line: string
}

/** Initial JS, gzip bytes, of the three builds the budget compares. */
export type BudgetSizes = {
  baseline: number
  /** Portico's app with no feature package installed. */
  widgetAlone: number
  /** Portico's app with every feature package installed. */
  withFeatures: number
  featureCount: number
}

/**
 * The widget alone is held to the baseline plus {@link BUDGET_OVER_BASELINE_KIB}; what installing every feature
 * package adds, to {@link FEATURE_ENTRY_KIB} each. Comparing the app with all features against the widget's limit
 * would call it over when only lazy entries grew.
 */
export function budgetReport(sizes: BudgetSizes): BudgetReport {
  const widget = budgetVerdict(sizes.widgetAlone, sizes.baseline, BUDGET_OVER_BASELINE_KIB)
  const entries = featureEntriesVerdict(
    sizes.withFeatures,
    sizes.widgetAlone,
    sizes.featureCount,
    FEATURE_ENTRY_KIB,
  )
  return { widget, entries, ok: widget.ok && entries.ok, line: `${widget.line}\n${entries.line}` }
}
