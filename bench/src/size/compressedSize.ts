import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export type CompressedSize = { raw: number; gzip: number; brotli: number }

/**
 * Bytes of one file raw, gzip level 9 and brotli quality 11: what a CDN would serve. Runs on libuv's
 * thread pool, so several files compress in parallel.
 */
export async function compressedSize(content: Uint8Array): Promise<CompressedSize> {
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
  ])
  return { raw: content.byteLength, gzip: gzipped.byteLength, brotli: brotlied.byteLength }
}

/** Sums sizes of several files (each compressed on its own, as served). */
export function sumSizes(sizes: readonly CompressedSize[]): CompressedSize {
  return sizes.reduce(
    (sum, size) => ({
      raw: sum.raw + size.raw,
      gzip: sum.gzip + size.gzip,
      brotli: sum.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  )
}
