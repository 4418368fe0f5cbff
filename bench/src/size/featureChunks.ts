import type { GzipSize } from './compressedSize.js'
import type { Manifest } from './initialFiles.js'

/** The lazily loaded feature code the report prices, by the source file its chunk starts from. */
const FEATURES: readonly [name: string, source: RegExp][] = [
  ['Account Tokens tab', /ui-react\/src\/account\/tabs\/TokensTab\.tsx$/],
  ['Account NFTs tab', /ui-react\/src\/account\/tabs\/NftsTab\.tsx$/],
  ['@portico/receive view', /packages\/receive\/src\/ReceiveView\.tsx$/],
  ['@portico/send views', /packages\/send\/src\/views\/sendViews\.ts$/],
]

/**
 * Each feature's lazy chunk gzip: the chunk Vite emitted for its view, plus the chunks only it
 * imports statically that the page has not loaded at start (its share of what opening it fetches).
 */
export function featureChunks(
  manifest: Manifest,
  jsFiles: Record<string, GzipSize>,
  initialJs: readonly string[],
): [string, GzipSize][] {
  const found: [string, GzipSize][] = []
  for (const [name, source] of FEATURES) {
    const key = Object.keys(manifest).find((each) => source.test(each))
    if (!key) continue
    const files = new Set<string>()
    const pending = [key]
    while (pending.length > 0) {
      const chunk = manifest[pending.pop()!]
      if (!chunk || files.has(chunk.file) || initialJs.includes(chunk.file)) continue
      files.add(chunk.file)
      pending.push(...(chunk.imports ?? []))
    }
    const size = [...files].reduce(
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
