import { expect, it } from 'vitest'
import { buySection } from './buySection.js'

const summary = (form: number, quotes: number) => ({
  runs: 3,
  failed: 0,
  buyToFormMs: { median: form, min: form - 10, max: form + 10, n: 3 },
  amountToQuotesMs: { median: quotes, min: quotes - 10, max: quotes + 10, n: 3 },
  buyToQuotesMs: { median: form + quotes, min: form + quotes - 20, max: form + quotes + 20, n: 3 },
})

it('prints the Buy timings per CPU rate, AppKit’s row without a number and why, and the lazy chunks with their gzip size', () => {
  const markdown = buySection({
    runs: [],
    byCpu: { '1x': summary(300, 500), '4x': summary(1200, 900) },
    lazyChunks: [
      { file: 'assets/onrampViews.js', size: { raw: 20480, gzip: 7168 } },
      { file: 'assets/OnRampProvidersView.js', size: { raw: 10240, gzip: 3072 } },
    ],
  }).join('\n')
  expect(markdown).toContain(
    '| Portico | Buy pressed → amount field (options read) | **300** (290–310) | **1200** (1190–1210) |',
  )
  expect(markdown).toContain(
    '| Portico | amount typed → both quotes shown | **500** (490–510) | **900** (890–910) |',
  )
  expect(markdown).toContain('| AppKit | not measured: needs hosted services | — | — |')
  expect(markdown).toContain("Reown's hosted services")
  expect(markdown).toContain(
    '`assets/onrampViews.js` 20.0 / 7.0, `assets/OnRampProvidersView.js` 10.0 / 3.0; in all 30.0 / 10.0',
  )
  expect(buySection(undefined)).toEqual([])
})
