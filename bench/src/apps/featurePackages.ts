import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { benchRoot } from './benchApps.js'

/** A Portico feature package of the workspace: its package.json names its feature (`"portico": { "feature": "activity" }`). */
export type FeaturePackage = {
  /** The package name, e.g. `@portico/activity`. */
  name: string
  /** The export that is the feature, or the function that returns it (called with no arguments). */
  exportName: string
  /** Its entry's source file (absolute). */
  entry: string
  /** Its source folder relative to the repository, e.g. `packages/activity/src/`. */
  sourceDir: string
}

const repoRoot = join(benchRoot, '..')

/**
 * Every feature package under `packages/` (one level, or two for grouping folders), in name order:
 * what the bench's Portico app installs and `pnpm bench` prices the lazy chunks of.
 */
export function featurePackages(root = repoRoot): FeaturePackage[] {
  const packagesDir = join(root, 'packages')
  const dirs = readdirSync(packagesDir).flatMap((name) => {
    const dir = join(packagesDir, name)
    if (existsSync(join(dir, 'package.json'))) return [dir]
    return existsSync(dir) ? readdirSync(dir).map((child) => join(dir, child)) : []
  })
  const found: FeaturePackage[] = []
  for (const dir of dirs) {
    const file = join(dir, 'package.json')
    if (!existsSync(file)) continue
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      name: string
      exports?: { '.'?: string }
      portico?: { feature?: string }
    }
    const exportName = manifest.portico?.feature
    const entry = manifest.exports?.['.']
    if (!exportName || typeof entry !== 'string') continue
    found.push({
      name: manifest.name,
      exportName,
      entry: join(dir, entry),
      sourceDir: `${relative(root, join(dir, 'src')).split('\\').join('/')}/`,
    })
  }
  return found.sort((a, b) => a.name.localeCompare(b.name))
}

/** The page's query parameter with each feature function's options, as JSON keyed by package name. */
export const FEATURE_OPTIONS_PARAMETER = 'portico-features'

/**
 * The source of the bench app's `virtual:portico-features` module: each feature package's entry imported, its
 * feature (or what its function returns) in `plugins`. A function gets `options[packageName]` from the page's
 * `?portico-features=` JSON (the bench's WalletConnect runs give `walletConnect()` its relay URL this way), so the
 * app's own code and the widget-alone build stay unchanged.
 */
export function featuresModule(packages: readonly FeaturePackage[]): string {
  if (packages.length === 0) return 'export const plugins = []\n'
  const imports = packages.map(
    (each, index) => `import { ${each.exportName} as feature${index} } from ${JSON.stringify(each.entry)}`,
  )
  const plugins = packages.map(
    (each, index) =>
      `typeof feature${index} === 'function' ? feature${index}(options[${JSON.stringify(each.name)}]) : feature${index}`,
  )
  const options = `const options = JSON.parse(new URLSearchParams(location.search).get(${JSON.stringify(FEATURE_OPTIONS_PARAMETER)}) ?? '{}')`
  return `${imports.join('\n')}\n${options}\nexport const plugins = [${plugins.join(', ')}]\n`
}
