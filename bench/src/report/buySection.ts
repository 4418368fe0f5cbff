import { BUY_PEERS_NOTE, type BuyTimings } from '../onramp/measureBuy.js'
import type { BuyStep } from '../onramp/measureBuyRun.js'
import { flowRunCounts } from './flowRunCounts.js'
import { formatSpread } from './formatCells.js'
import { lazyChunksLine } from './lazyChunksLine.js'
import { markdownTable } from './markdownTable.js'

/**
 * The report's Buy section (issue 30): Account → Buy → quotes at each CPU rate, Portico's row and the peers' rows
 * saying why they have no figure, then the lazy chunks Buy loaded. Empty when the run did not measure it.
 */
export function buySection(timings: BuyTimings | undefined): string[] {
  if (!timings) return []
  const rates = Object.keys(timings.byCpu)
  const cells = (step: BuyStep) => rates.map((rate) => formatSpread(timings.byCpu[rate]?.[step]))
  return [
    `#### Buy: an open widget on Account → Buy → both providers' quotes (ms, median (min–max); ${flowRunCounts(timings.byCpu)}; reported, not asserted)`,
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
    `- JS Buy loaded (raw / gzip KiB): ${lazyChunksLine(timings.lazyChunks)}.`,
    ...(timings.error ? [`- The measurement stopped: ${timings.error}`] : []),
    '',
  ]
}
