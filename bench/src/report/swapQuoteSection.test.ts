import { expect, it } from 'vitest'
import { swapQuoteSection } from './swapQuoteSection.js'

const summary = (form: number, quote: number, failed = 0) => ({
  runs: 3,
  failed,
  swapToFormMs: { median: form, min: form - 10, max: form + 10, n: 3 - failed },
  amountToQuoteMs: { median: quote, min: quote - 10, max: quote + 10, n: 3 - failed },
  swapToQuoteMs: { median: form + quote, min: form + quote - 20, max: form + quote + 20, n: 3 - failed },
})

it('prints the Swap timings per CPU rate, the failed runs, AppKit’s row without a number and why, and the chunks Swap loaded', () => {
  const markdown = swapQuoteSection({
    runs: [],
    byCpu: { '1x': summary(150, 520), '4x': summary(600, 900, 1) },
    lazyChunks: [{ file: 'assets/swapViews.js', size: { raw: 40960, gzip: 15360 } }],
    error: 'quote: timeout',
  }).join('\n')
  expect(markdown).toContain('1x: 3 runs; 4x: 3 runs, 1 failed')
  expect(markdown).toContain(
    '| Portico | Swap pressed → amount field (tokens and balances read) | **150** (140–160) | **600** (590–610) |',
  )
  expect(markdown).toContain(
    '| Portico | Swap pressed → quote, both steps | **670** (650–690) | **1500** (1480–1520) |',
  )
  expect(markdown).toContain('| AppKit | not measured: needs hosted services | — | — |')
  expect(markdown).toContain('`assets/swapViews.js` 40.0 / 15.0; in all 40.0 / 15.0')
  expect(markdown).toContain('- The measurement stopped: quote: timeout')
  expect(swapQuoteSection(undefined)).toEqual([])
})
