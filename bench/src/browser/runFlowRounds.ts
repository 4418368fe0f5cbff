import type { Browser } from 'playwright-core'
import { launchBrowser } from './launchBrowser.js'

/**
 * A flow's runs in one Chromium: `rounds` runs at each CPU rate (`{ 1: 5, 4: 3 }`), after one discarded run at 1x when
 * `warmup` (as `pnpm bench` does for start-up: the services' first answers). Each run is logged as `<name> <cpu>x r<n>:
 * <line(run)>`, and pushed to `into` as it ends, so a caller that fails later keeps the runs made so far.
 */
export async function runFlowRounds<Run extends { error?: string }>(
  rounds: Record<number, number>,
  measure: (browser: Browser, at: { cpu: number; round: number }) => Promise<Run>,
  report: { name: string; line: (run: Run) => string; log: (line: string) => void; warmup: boolean },
  into: Run[],
): Promise<void> {
  const browser = await launchBrowser()
  try {
    if (report.warmup) {
      const run = await measure(browser, { cpu: 1, round: 0 })
      report.log(`  ${report.name} warm-up: ${run.error ? `failed — ${run.error}` : 'done'}`)
    }
    for (const [cpu, count] of Object.entries(rounds)) {
      for (let round = 1; round <= count; round++) {
        const run = await measure(browser, { cpu: Number(cpu), round })
        report.log(
          `  ${report.name} ${cpu}x r${round}: ${report.line(run)}${run.error ? ` — ${run.error}` : ''}`,
        )
        into.push(run)
      }
    }
  } finally {
    await browser.close()
  }
}
