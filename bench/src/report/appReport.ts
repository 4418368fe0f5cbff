import type { BenchApp } from '../apps/benchApps.js'
import type { RunResult } from '../browser/runResult.js'
import type { BuildResult } from '../build/buildApp.js'
import { sumSizes } from '../size/compressedSize.js'
import type { BundleSizes } from '../size/measureBundle.js'
import { summarizeRuns } from '../stats/summarizeRuns.js'
import type { AppReport } from './benchReport.js'

export type AppInputs = {
  app: BenchApp
  versions: Record<string, string>
  build: BuildResult
  sizes?: BundleSizes
  packages?: Record<string, number>
  runs: RunResult[]
}

/** Everything the report says about one app, from its build, sizes and runs. */
export function appReport({ app, versions, build, sizes, packages, runs }: AppInputs): AppReport {
  const cleanRun =
    runs.find((run) => run.cpu === 1 && !run.error) ?? runs.find((run) => run.fetchedJs.length > 0)
  const fetched = (cleanRun?.fetchedJs ?? []).flatMap((path) =>
    sizes?.jsFiles[path] ? [sizes.jsFiles[path]] : [],
  )
  const externalHosts: Record<string, string[]> = {}
  for (const run of runs) {
    const visits = run.walletConnect ? { walletConnect: run.walletConnect.external } : {}
    for (const [phase, urls] of Object.entries({ ...run.external, ...visits })) {
      for (const url of urls) {
        const host = url.replace(/^wss?:\/\//, '').split('/')[0] ?? url
        const phases = externalHosts[host] ?? []
        if (!phases.includes(phase)) externalHosts[host] = [...phases, phase]
      }
    }
  }
  return {
    id: app.id,
    label: app.label,
    kind: app.kind,
    versions,
    build: { ok: build.ok, ms: Math.round(build.ms), ...(build.error ? { error: build.error } : {}) },
    ...(sizes
      ? {
          sizes: {
            initialJs: sizes.initialJs,
            initialCss: sizes.initialCss,
            allJs: sizes.allJs,
            fetchedJs: { ...sumSizes(fetched), files: fetched.length },
            packages: Object.entries(packages ?? {}).sort((a, b) => b[1] - a[1]),
            featureChunks: sizes.featureChunks,
          },
        }
      : {}),
    runs,
    summary: summarizeRuns(runs),
    externalHosts,
    failedRuns: runs.filter((run) => run.error).length,
  }
}
