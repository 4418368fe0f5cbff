import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { benchApps, benchRoot } from '../apps/benchApps.js'
import { buildApp } from '../build/buildApp.js'
import { initialFiles, type Manifest } from '../size/initialFiles.js'
import { type LabelledFile, sourceBreakdown } from '../size/sourceBreakdown.js'

// `pnpm --filter @portico/bench attribute [top] [pattern…]`: the widget alone (the budget's strict part)
// built once, its initial JS attributed per source file through the source maps. For each file: minified
// characters and the gzip bytes the initial JS would lose without it (every initial file gzipped without
// its runs); each pattern (a regular expression over the sources) prices a group of files the same way.
// ATTRIBUTE_NPM_FILES=1 names npm packages' files rather than the packages.
const [topArgument, ...patterns] = process.argv.slice(2)
const top = Number(topArgument ?? 40)
const repoRoot = join(benchRoot, '..')
const app = benchApps.find((each) => each.id === 'portico')!
const build = await buildApp(app, { PORTICO_BENCH_FEATURES: 'none' })
if (!build.ok) throw new Error(`portico does not build — ${build.error}`)
const manifest = JSON.parse(await readFile(join(build.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
const files = await sourceBreakdown(build.distDir, initialFiles(manifest).js, (source) => {
  const inStore = source.lastIndexOf('/node_modules/')
  if (inStore >= 0) {
    const [scopeOrName, name] = source.slice(inStore + '/node_modules/'.length).split('/')
    if (process.env.ATTRIBUTE_NPM_FILES) return source.slice(inStore + 14)
    return `npm:${scopeOrName?.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName}`
  }
  return relative(repoRoot, source)
})

const gzipWithout = (drop: (key: string) => boolean) =>
  files.reduce((sum, each) => sum + gzipSync(textWithout(each, drop), { level: 9 }).byteLength, 0)
const total = gzipWithout(() => false)
const characters = new Map<string, number>()
for (const run of files.flatMap((each) => each.runs)) {
  characters.set(run.key, (characters.get(run.key) ?? 0) + run.end - run.start)
}
const largest = [...characters].sort((a, b) => b[1] - a[1]).slice(0, top)
console.log(`initial JS ${(total / 1024).toFixed(2)} KiB gzip in ${files.length} files`)
console.log('gzip B  min chars  source')
for (const [key, chars] of largest) {
  console.log(
    `${String(total - gzipWithout((each) => each === key)).padStart(6)}  ${String(chars).padStart(9)}  ${key}`,
  )
}
for (const pattern of patterns) {
  const matches = new RegExp(pattern)
  console.log(`${String(total - gzipWithout((key) => matches.test(key))).padStart(6)}  group /${pattern}/`)
}

/** The file's text without the runs whose key is dropped. */
function textWithout(file: LabelledFile, drop: (key: string) => boolean): string {
  return file.runs
    .filter((run) => !drop(run.key))
    .map((run) => file.code.slice(run.start, run.end))
    .join('')
}
