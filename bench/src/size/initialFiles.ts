/** One chunk of Vite's `.vite/manifest.json`. */
export type ManifestChunk = {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export type InitialFiles = { js: string[]; css: string[] }

/**
 * The files `index.html` loads before anything runs: every entry chunk and, transitively, its static
 * imports (Vite modulepreloads them), with their CSS. Dynamic imports are left out.
 */
export function initialFiles(manifest: Manifest): InitialFiles {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const pending = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  while (pending.length > 0) {
    const key = pending.pop()!
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) continue
    seen.add(key)
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    pending.push(...(chunk.imports ?? []))
  }
  return { js: [...js].sort(), css: [...css].sort() }
}
