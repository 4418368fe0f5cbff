import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type GzipSize, gzipSize } from './compressedSize.js'

/** Every JS file the runs of a flow fetched (`lazyJs`, relative to `distDir`), once each, with its bytes. */
export async function priceLazyChunks(
  runs: readonly { lazyJs: readonly string[] }[],
  distDir: string,
): Promise<{ file: string; size: GzipSize }[]> {
  const files = [...new Set(runs.flatMap((run) => run.lazyJs))].sort()
  return Promise.all(
    files.map(async (file) => ({ file, size: await gzipSize(await readFile(join(distDir, file))) })),
  )
}
