import { expect, it } from 'vitest'
import { measureSwapQuote } from './measureSwapQuote.js'

it('opens Account → Swap in headless Chromium on the devnet chain with a local cloud, quotes 0.01 ETH → USDC, and reports the timings and the chunks Swap loaded (never judged)', async () => {
  const timings = await measureSwapQuote({ 1: 1 })
  expect(timings.error).toBeUndefined()
  expect(timings.runs).toHaveLength(1)
  expect(timings.byCpu['1x']).toMatchObject({
    runs: 1,
    failed: 0,
    swapToFormMs: { n: 1 },
    amountToQuoteMs: { n: 1 },
    swapToQuoteMs: { n: 1 },
  })
  // Swap fetches the swaps package's lazy code, each chunk priced from the built file.
  expect(timings.lazyChunks.length).toBeGreaterThan(0)
  for (const { size } of timings.lazyChunks) expect(size.gzip).toBeGreaterThan(0)
  // The app build, a devnet and a cloud started by tsx are slow on a busy machine; the figures are never judged.
}, 600_000)
