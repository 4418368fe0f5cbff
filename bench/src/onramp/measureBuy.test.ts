import { expect, it } from 'vitest'
import { measureBuy } from './measureBuy.js'

it('opens Account → Buy in headless Chromium against a local cloud and both on-ramp sandboxes, and reports the timings and the chunks Buy loaded (never judged)', async () => {
  const timings = await measureBuy({ 1: 1 })
  expect(timings.error).toBeUndefined()
  expect(timings.runs).toHaveLength(1)
  expect(timings.byCpu['1x']).toMatchObject({
    runs: 1,
    failed: 0,
    buyToFormMs: { n: 1 },
    amountToQuotesMs: { n: 1 },
    buyToQuotesMs: { n: 1 },
  })
  // Buy fetches the on-ramp's lazy code: its views at least, each priced from the built file.
  expect(timings.lazyChunks.map(({ file }) => file)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^assets\/onrampViews-.*\.js$/)]),
  )
  for (const { size } of timings.lazyChunks) expect(size.gzip).toBeGreaterThan(0)
  // The app build and a cloud started by tsx are slow on a busy machine; the figures themselves are never judged.
}, 600_000)
