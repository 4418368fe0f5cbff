import type { GzipSize } from '../size/compressedSize.js'

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

/** The lazy chunks a flow loaded, each as `` `file` raw / gzip `` in KiB, and their sum; 'none recorded' without any. */
export function lazyChunksLine(chunks: readonly { file: string; size: GzipSize }[]): string {
  if (chunks.length === 0) return 'none recorded'
  const total = chunks.reduce((sum, { size }) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  })
  const each = chunks.map(({ file, size }) => `\`${file}\` ${kib(size.raw)} / ${kib(size.gzip)}`)
  return `${each.join(', ')}; in all ${kib(total.raw)} / ${kib(total.gzip)}`
}
