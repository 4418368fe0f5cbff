import { benchApps } from '../apps/benchApps.js'
import { featurePackages } from '../apps/featurePackages.js'
import { buildApp } from '../build/buildApp.js'
import { measureBundle } from '../size/measureBundle.js'
import { budgetReport } from './budgetReport.js'
import type { BudgetVerdict } from './budgetVerdict.js'
import { porticoApiStatus } from './porticoApiStatus.js'

export type BudgetOutcome =
  | { status: 'checked'; verdict: BudgetVerdict; line: string; exitCode: 0 | 1 }
  | { status: 'not-ready' | 'build-failed'; line: string; exitCode: 0 | 1 }

/**
 * Builds the baseline and Portico apps (production) and compares their initial JS gzip: the widget
 * alone (no feature package) against the baseline, then what installing every feature package adds
 * ({@link budgetReport}). Portico's build may fail only while its packages do not yet export the names
 * the bench app imports.
 */
export async function measureBudget(): Promise<BudgetOutcome> {
  const app = (id: string) => benchApps.find((each) => each.id === id)!
  const baseline = await buildApp(app('baseline'))
  if (!baseline.ok) {
    return {
      status: 'build-failed',
      line: `budget: baseline does not build — ${baseline.error}`,
      exitCode: 1,
    }
  }
  const baselineSizes = await measureBundle(baseline.distDir)
  const alone = await buildApp(app('portico'), { PORTICO_BENCH_FEATURES: 'none' })
  const aloneSizes = alone.ok ? await measureBundle(alone.distDir) : undefined
  const portico = await buildApp(app('portico'))
  if (!portico.ok || !aloneSizes) {
    const api = await porticoApiStatus()
    const baselineKib = (baselineSizes.initialJs.gzip / 1024).toFixed(1)
    if (!api.ready) {
      const line = `budget: portico not yet buildable (packages do not export ${api.missing.join(', ')}), baseline ${baselineKib} KiB gzip — skipped`
      return { status: 'not-ready', line, exitCode: 0 }
    }
    return {
      status: 'build-failed',
      line: `budget: portico does not build — ${portico.error ?? alone.error}`,
      exitCode: 1,
    }
  }
  const porticoSizes = await measureBundle(portico.distDir)
  const report = budgetReport({
    baseline: baselineSizes.initialJs.gzip,
    widgetAlone: aloneSizes.initialJs.gzip,
    withFeatures: porticoSizes.initialJs.gzip,
    featureCount: featurePackages().length,
  })
  return { status: 'checked', verdict: report.widget, line: report.line, exitCode: report.ok ? 0 : 1 }
}
