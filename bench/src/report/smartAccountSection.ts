import type { SmartAccountTimings } from '../embedded/measureSmartAccount.js'
import { formatSpread } from './formatCells.js'
import { markdownTable } from './markdownTable.js'

/**
 * The report's smart-account section (issue 31; Portico only, docs/benchmarks.md says why): login → smart account
 * address and its first user operation → receipt, never asserted. Empty when the run did not measure it.
 */
export function smartAccountSection(timings: SmartAccountTimings | undefined): string[] {
  if (!timings) return []
  return [
    `#### Embedded wallet smart account, Portico only (ms over ${timings.rounds} new wallets, median (min–max); reported, not asserted)`,
    '',
    markdownTable(
      ['step', 'Portico'],
      [
        ['code entered → smart account address', formatSpread(timings.codeToSmartAddressMs)],
        [
          'first user operation sent → receipt (deploys the account)',
          formatSpread(timings.firstOperationToReceiptMs),
        ],
      ],
    ),
    '',
    `- The secure site's frame code against a local Portico Cloud (PGlite; project \`${timings.projectId}\`, its paymaster sponsoring) and the devnet's EntryPoint v0.7, Safe and Alto bundler on anvil, in Node at CPU 1x: the page's postMessage and rendering are not in these figures (\`embedded-smart-account.spec.ts\` is the browser path). AppKit's smart accounts need its hosted bundler and paymaster: no offline peer figure (docs/benchmarks.md).`,
    ...(timings.error ? [`- The measurement stopped: ${timings.error}`] : []),
    '',
  ]
}
