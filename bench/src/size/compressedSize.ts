import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export type GzipSize = { raw: number; gzip: number }
export type CompressedSize = GzipSize & { brotli: number }

/** Bytes of one file raw and gzip level 9 (cheap enough for every emitted file). */
export async function gzipSize(content: Uint8Array): Promise<GzipSize> {
  return { raw: content.byteLength, gzip: (await gzipAsync(content, { level: 9 })).byteLength }
}

/**
 * Bytes of one file raw, gzip level 9 and brotli quality 11: what a CDN would serve. Runs on libuv's
 * thread pool, so several files compress in parallel.
 */
export async function compressedSize(content: Uint8Array): Promise<CompressedSize> {
  const [sizes, brotlied] = await Promise.all([
    gzipSize(content),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
  ])
  return { ...sizes, brotli: brotlied.byteLength }
}

/** Sums raw and gzip sizes of several files (each compressed on its own, as served). */
export function sumSizes(sizes: readonly GzipSize[]): GzipSize {
  return sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  })
}

/** Sums raw, gzip and brotli sizes of several files. */
export function sumCompressedSizes(sizes: readonly CompressedSize[]): CompressedSize {
  return { ...sumSizes(sizes), brotli: sizes.reduce((sum, size) => sum + size.brotli, 0) }
}
