// A vitest reporter: where each project's time goes, from vitest's own per-file diagnostic (environment set-up, set-up
// files, the file's import — vitest's "collect" — and its tests), added up per project, the projects with the most
// import first. vitest's closing line gives the same figures for the whole run only. Beside the usual reporter:
//   pnpm exec vitest run --reporter=default --reporter=./scripts/unitImportTimes.mjs [--project @portico/core]
// It also writes one row per file to test-results/unit-import-times.json. It only informs, it never fails a run.
import { mkdirSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const FIGURES = ['environment', 'setup', 'import', 'tests']
const seconds = (ms) => (ms / 1000).toFixed(1)

function fileRow(testModule) {
  const diagnostic = testModule.diagnostic()
  const states = { passed: 0, skipped: 0, failed: 0 }
  for (const test of testModule.children.allTests()) {
    const state = test.result().state
    if (state in states) states[state]++
  }
  return {
    project: testModule.project.name,
    file: relative(root, testModule.moduleId),
    environment: diagnostic.environmentSetupDuration,
    setup: diagnostic.setupDuration,
    import: diagnostic.collectDuration,
    tests: diagnostic.duration,
    ...states,
  }
}

export default class UnitImportTimes {
  onTestRunEnd(testModules) {
    const rows = testModules.map(fileRow)
    mkdirSync(resolve(root, 'test-results'), { recursive: true })
    writeFileSync(resolve(root, 'test-results/unit-import-times.json'), JSON.stringify(rows))
    const projects = new Map()
    for (const row of rows) {
      const sum = projects.get(row.project) ?? { files: 0, environment: 0, setup: 0, import: 0, tests: 0 }
      sum.files++
      for (const figure of FIGURES) sum[figure] += row[figure] ?? 0
      projects.set(row.project, sum)
    }
    const lines = [...projects].sort((a, b) => b[1].import - a[1].import)
    console.log('\nproject | files | environment s | setup s | import s | tests s')
    for (const [name, sum] of lines) {
      console.log([name, sum.files, ...FIGURES.map((figure) => seconds(sum[figure]))].join(' | '))
    }
  }
}
