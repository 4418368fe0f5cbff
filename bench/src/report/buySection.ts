import { BUY_PEERS_NOTE, type BuyTimings } from '../onramp/measureBuy.js'
import { formatSpread } from './formatCells.js'
import { markdownTable } from './markdownTable.js'

/**
 * The report's Buy section (issue 30): Account → Buy → quotes at each CPU rate, Portico's row and the peers' rows
 * saying why they have no figure, then the lazy chunks Buy loaded. Empty when the run did not measure it.
 */
export function buySection(timings: BuyTimings | undefined): string[] {
  if (!timings) return []
  const rates = Object.keys(timings.byCpu)
  const cells = (key: 'buyToFormMs' | 'amountToQuotesMs' | 'buyToQuotesMs') =>
    rates.map((rate) => formatSpread(timings.byCpu[rate]?.[key]))
  const runs = rates.map((rate) => {
    const summary = timings.byCpu[rate]!
    return `${rate}: ${summary.runs} runs${summary.failed ? `, ${summary.failed} failed` : ''}`
  })
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  const total = timings.lazyChunks.reduce(
    (sum, { size }) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }),
    {
      raw: 0,
      gzip: 0,
    },
  )
  return [
    `#### Buy: an open widget on Account → Buy → both providers' quotes (ms, median (min–max); ${runs.join('; ')}; reported, not asserted)`,
    '',
    markdownTable(
      ['app', 'step', ...rates.map((rate) => `CPU ${rate}`)],
      [
        ['Portico', 'Buy pressed → amount field (options read)', ...cells('buyToFormMs')],
        ['Portico', 'amount typed → both quotes shown', ...cells('amountToQuotesMs')],
        ['Portico', 'Buy pressed → quotes, both steps', ...cells('buyToQuotesMs')],
        ['AppKit', 'not measured: needs hosted services', ...rates.map(() => '—')],
      ],
    ),
    '',
    `- Portico: the bench's Portico app with every feature package and a local Portico Cloud whose on-ramp providers are the devnet's two sandboxes (quotes only). ${BUY_PEERS_NOTE}`,
    `- JS Buy loaded (raw / gzip KiB): ${
      timings.lazyChunks.length === 0
        ? 'none recorded'
        : `${timings.lazyChunks.map(({ file, size }) => `\`${file}\` ${kib(size.raw)} / ${kib(size.gzip)}`).join(', ')}; in all ${kib(total.raw)} / ${kib(total.gzip)}`
    }.`,
    ...(timings.error ? [`- The measurement stopped: ${timings.error}`] : []),
    '',
  ]
}
