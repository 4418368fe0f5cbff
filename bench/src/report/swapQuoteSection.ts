import { SWAP_PEERS_NOTE, type SwapQuoteTimings } from '../swaps/measureSwapQuote.js'
import type { SwapQuoteStep } from '../swaps/measureSwapQuoteRun.js'
import { flowRunCounts } from './flowRunCounts.js'
import { formatSpread } from './formatCells.js'
import { lazyChunksLine } from './lazyChunksLine.js'
import { markdownTable } from './markdownTable.js'

/**
 * The report's Swap section (issue 29): Account → Swap → the first quote at each CPU rate, Portico's rows and AppKit's
 * saying why it has no figure, then the lazy chunks Swap loaded. Empty when the run did not measure it.
 */
export function swapQuoteSection(timings: SwapQuoteTimings | undefined): string[] {
  if (!timings) return []
  const rates = Object.keys(timings.byCpu)
  const cells = (step: SwapQuoteStep) => rates.map((rate) => formatSpread(timings.byCpu[rate]?.[step]))
  return [
    `#### Swap: an open widget on Account → Swap → the first quote (ms, median (min–max); ${flowRunCounts(timings.byCpu)}; reported, not asserted)`,
    '',
    markdownTable(
      ['app', 'step', ...rates.map((rate) => `CPU ${rate}`)],
      [
        ['Portico', 'Swap pressed → amount field (tokens and balances read)', ...cells('swapToFormMs')],
        [
          'Portico',
          'amount typed → quote shown, Review enabled (400 ms typing pause included)',
          ...cells('amountToQuoteMs'),
        ],
        ['Portico', 'Swap pressed → quote, both steps', ...cells('swapToQuoteMs')],
        ['AppKit', 'not measured: needs hosted services', ...rates.map(() => '—')],
      ],
    ),
    '',
    `- Portico: the bench's Portico app with every feature package, the devnet's anvil chain with its Uniswap v2 pools and a local Portico Cloud quoting over them (0.01 ETH → USDC). ${SWAP_PEERS_NOTE}`,
    `- JS Swap loaded (raw / gzip KiB): ${lazyChunksLine(timings.lazyChunks)}.`,
    ...(timings.error ? [`- The measurement stopped: ${timings.error}`] : []),
    '',
  ]
}
