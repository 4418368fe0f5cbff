import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type CompressedSize, compressedSize, sumSizes } from './compressedSize.js'
import { initialFiles, type Manifest } from './initialFiles.js'

export type BundleSizes = {
  initialJs: CompressedSize & { files: number }
  initialCss: CompressedSize & { files: number }
  allJs: CompressedSize & { files: number }
  /** Every emitted JS file (path relative to dist) with its sizes, to price what a page fetched. */
  jsFiles: Record<string, CompressedSize>
  initialJsFiles: string[]
}

/** Sizes of a Vite production build, from its `dist/.vite/manifest.json` and emitted files. */
export async function measureBundle(distDir: string): Promise<BundleSizes> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const initial = initialFiles(manifest)
  const jsPaths = (await readdir(join(distDir, 'assets')))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .sort()
  const sizes = await Promise.all(
    jsPaths.map(async (path) => compressedSize(await readFile(join(distDir, path)))),
  )
  const jsFiles: Record<string, CompressedSize> = Object.fromEntries(
    jsPaths.map((path, i) => [path, sizes[i]!]),
  )
  const css = await Promise.all(
    initial.css.map(async (path) => compressedSize(await readFile(join(distDir, path)))),
  )
  const pick = (paths: string[]) => paths.map((path) => jsFiles[path]).filter((size) => size !== undefined)
  return {
    initialJs: { ...sumSizes(pick(initial.js)), files: initial.js.length },
    initialCss: { ...sumSizes(css), files: css.length },
    allJs: { ...sumSizes(pick(jsPaths)), files: jsPaths.length },
    jsFiles,
    initialJsFiles: initial.js,
  }
}
