import type { FeaturePackage } from '../apps/featurePackages.js'
import type { GzipSize } from './compressedSize.js'
import type { Manifest } from './initialFiles.js'

/** A row of the lazy chunk table: which manifest entries (lazily loaded source files) make it up. */
export type FeatureSource = { name: string; matches: (manifestKey: string) => boolean }

/**
 * The Account tabs `@portico/react` itself loads lazily, and core's chunks that leave the page's first JS but load as
 * start-up begins (the wallet's part of a connection, the native balance read, with a cloudUrl the cloud's code).
 */
export const BUILT_IN_FEATURES: readonly FeatureSource[] = [
  { name: 'Account Tokens tab', matches: (key) => /ui-react\/src\/account\/tabs\/TokensTab\.tsx$/.test(key) },
  { name: 'Account NFTs tab', matches: (key) => /ui-react\/src\/account\/tabs\/NftsTab\.tsx$/.test(key) },
  {
    name: 'core: connect (runConnectAttempt)',
    matches: (key) => /core\/src\/controllers\/connection\/runConnectAttempt\.ts$/.test(key),
  },
  {
    name: 'core: native balance (readNativeBalance)',
    matches: (key) => /core\/src\/controllers\/account\/readNativeBalance\.ts$/.test(key),
  },
  { name: 'core: Portico Cloud (cloudCode)', matches: (key) => /core\/src\/cloud\/cloudCode\.ts$/.test(key) },
]

/** A feature package's row: every lazily loaded source file under its `src/`. */
export function featurePackageSource(feature: Pick<FeaturePackage, 'name' | 'sourceDir'>): FeatureSource {
  return {
    name: feature.name,
    matches: (key) => key.includes(`/${feature.sourceDir}`) || key.startsWith(feature.sourceDir),
  }
}

/** The modal's own code: every feature opens inside it, so it is loaded before any feature is. */
const MODAL_MODULE = /ui-react\/src\/modal\/modalModule\.tsx?$/

/** The files of a manifest entry and everything it imports statically. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>()
  const pending = [...keys]
  while (pending.length > 0) {
    const chunk = manifest[pending.pop()!]
    if (!chunk || files.has(chunk.file)) continue
    files.add(chunk.file)
    pending.push(...(chunk.imports ?? []))
  }
  return files
}

/**
 * Each feature's lazy chunk gzip: the chunks Vite emitted for its lazily imported files, plus the
 * chunks only they import statically that are not loaded yet when the visitor opens it (the page's
 * initial files and the modal's code are): what opening it fetches. A feature whose files the build
 * does not hold gets no row.
 */
export function featureChunks(
  manifest: Manifest,
  jsFiles: Record<string, GzipSize>,
  initialJs: readonly string[],
  features: readonly FeatureSource[] = BUILT_IN_FEATURES,
): [string, GzipSize][] {
  const modal = Object.keys(manifest).filter((key) => MODAL_MODULE.test(key))
  const loaded = new Set([...initialJs, ...closure(manifest, modal)])
  const found: [string, GzipSize][] = []
  for (const { name, matches } of features) {
    const keys = Object.keys(manifest).filter((key) => matches(key) && !loaded.has(manifest[key]!.file))
    if (keys.length === 0) continue
    const files = [...closure(manifest, keys)].filter((file) => !loaded.has(file))
    const size = files.reduce(
      (sum, file) => ({
        raw: sum.raw + (jsFiles[file]?.raw ?? 0),
        gzip: sum.gzip + (jsFiles[file]?.gzip ?? 0),
      }),
      { raw: 0, gzip: 0 },
    )
    found.push([name, size])
  }
  return found
}
