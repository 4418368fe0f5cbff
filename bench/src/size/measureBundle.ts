import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { featurePackages } from '../apps/featurePackages.js'
import {
  type CompressedSize,
  compressedSize,
  type GzipSize,
  gzipSize,
  sumCompressedSizes,
  sumSizes,
} from './compressedSize.js'
import { BUILT_IN_FEATURES, featureChunks, featurePackageSource } from './featureChunks.js'
import { initialFiles, type Manifest } from './initialFiles.js'

export type BundleSizes = {
  /** Entry + static imports: raw, gzip and brotli. */
  initialJs: CompressedSize & { files: number }
  initialCss: CompressedSize & { files: number }
  /** Every emitted JS file: raw and gzip (brotli at quality 11 of megabytes of lazy chunks is too slow). */
  allJs: GzipSize & { files: number }
  /** Every emitted JS file (path relative to dist) with its sizes, to price what a page fetched. */
  jsFiles: Record<string, GzipSize>
  initialJsFiles: string[]
  /** Each feature's lazy chunk (its view's chunk and what only it loads), by feature. */
  featureChunks: [string, GzipSize][]
}

/** Sizes of a Vite production build, from its `dist/.vite/manifest.json` and emitted files. */
export async function measureBundle(distDir: string): Promise<BundleSizes> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const initial = initialFiles(manifest)
  const jsPaths = (await readdir(join(distDir, 'assets')))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .sort()
  const read = (path: string) => readFile(join(distDir, path))
  const sizes = await Promise.all(jsPaths.map(async (path) => gzipSize(await read(path))))
  const jsFiles: Record<string, GzipSize> = Object.fromEntries(jsPaths.map((path, i) => [path, sizes[i]!]))
  const initialJs = await Promise.all(initial.js.map(async (path) => compressedSize(await read(path))))
  const initialCss = await Promise.all(initial.css.map(async (path) => compressedSize(await read(path))))
  return {
    initialJs: { ...sumCompressedSizes(initialJs), files: initialJs.length },
    initialCss: { ...sumCompressedSizes(initialCss), files: initialCss.length },
    allJs: { ...sumSizes(sizes), files: sizes.length },
    jsFiles,
    initialJsFiles: initial.js,
    featureChunks: featureChunks(manifest, jsFiles, initial.js, [
      ...BUILT_IN_FEATURES,
      ...featurePackages().map(featurePackageSource),
    ]),
  }
}
