import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedSize, gzipSize, sumCompressedSizes, sumSizes } from './compressedSize.js'

describe('compressedSize', () => {
  const text = new TextEncoder().encode('export const a = 1;\n'.repeat(500))

  it('is deterministic and smaller than raw for repetitive JS', async () => {
    const first = await compressedSize(text)
    expect(first).toEqual(await compressedSize(text))
    expect(first.raw).toBe(text.byteLength)
    expect(first.gzip).toBeLessThan(first.raw)
    expect(first.brotli).toBeLessThan(first.gzip)
  })

  it('matches the length of a gzip stream that inflates back to the input', async () => {
    const gz = gzipSync(text, { level: 9 })
    expect((await compressedSize(text)).gzip).toBe(gz.byteLength)
    expect(gunzipSync(gz)).toEqual(Buffer.from(text))
  })
})

describe('gzipSize', () => {
  it('agrees with compressedSize on raw and gzip', async () => {
    const text = new TextEncoder().encode('let b = 2;'.repeat(100))
    const { raw, gzip } = await compressedSize(text)
    expect(await gzipSize(text)).toEqual({ raw, gzip })
  })
})

describe('sumSizes', () => {
  it('adds each column and is zero for no files', () => {
    expect(sumSizes([])).toEqual({ raw: 0, gzip: 0 })
    expect(sumCompressedSizes([])).toEqual({ raw: 0, gzip: 0, brotli: 0 })
    expect(
      sumCompressedSizes([
        { raw: 10, gzip: 5, brotli: 4 },
        { raw: 1, gzip: 1, brotli: 1 },
      ]),
    ).toEqual({ raw: 11, gzip: 6, brotli: 5 })
  })
})
