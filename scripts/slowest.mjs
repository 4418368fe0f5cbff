// `node scripts/slowest.mjs [--top N] [report.json ...]`: the slowest test files of a run, from the JSON reports that
// `scripts/test.sh` has the unit step (vitest's json reporter: test-results/unit.json) and the browser step
// (Playwright's json reporter: test-results/lab.json) write. Without arguments it reads those two. A report that is
// missing or unreadable is said and skipped: this only informs, it never fails a run.
import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const topAt = args.indexOf('--top')
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) || 30 : 30
const reports = args.length > 0 ? args : ['test-results/unit.json', 'test-results/lab.json']

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** vitest: per file, the span from its first test's start to its last test's end, and the tests' own time. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: relative(root, file.name),
    tests: file.assertionResults.length,
    time: Math.max(0, file.endTime - file.startTime),
    testsTime: file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0),
  }))
}

/** Playwright: per spec file, the time of its tests added up (each result, retries too), and its slowest test. */
function playwrightFiles(report) {
  const files = new Map()
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const time = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
        const entry = files.get(file) ?? { file, tests: 0, time: 0, slowest: { title: '', time: 0 } }
        entry.tests += 1
        entry.time += time
        if (time > entry.slowest.time) entry.slowest = { title: spec.title, time }
        files.set(file, entry)
      }
    }
    for (const child of suite.suites ?? []) visit(child, file)
  }
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title)
  return [...files.values()]
}

function print(path) {
  let report
  try {
    report = JSON.parse(readFileSync(resolve(root, path), 'utf8'))
  } catch (error) {
    console.log(`slowest: no report at ${path} (${error.code ?? error.message})`)
    return
  }
  const vitest = Array.isArray(report.testResults)
  const files = (vitest ? vitestFiles(report) : playwrightFiles(report)).sort((a, b) => b.time - a.time)
  const total = files.reduce((sum, file) => sum + file.time, 0)
  console.log(
    `\n› the ${Math.min(top, files.length)} slowest of ${files.length} ${vitest ? 'unit files' : 'browser specs'} (${path})`,
  )
  console.log(
    vitest
      ? '  time: first test start to last test end (imports and beforeAll before it not counted); tests: their own time'
      : "  time: the spec's tests added up (their hooks and fixtures included); slowest: its slowest test",
  )
  for (const file of files.slice(0, top)) {
    const detail = vitest
      ? `tests ${seconds(file.testsTime)}`
      : `slowest ${seconds(file.slowest.time)} ${file.slowest.title}`
    console.log(
      `  ${seconds(file.time).padStart(8)}  ${String(file.tests).padStart(3)} tests  ${file.file}  (${detail})`,
    )
  }
  console.log(`  ${seconds(total).padStart(8)}  all ${files.length} files together`)
}

for (const path of reports) print(path)
