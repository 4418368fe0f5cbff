/** A flow's runs per CPU rate, for its section's title: `1x: 5 runs; 4x: 3 runs, 1 failed`. */
export function flowRunCounts(byCpu: Record<string, { runs: number; failed: number }>): string {
  return Object.entries(byCpu)
    .map(
      ([rate, summary]) =>
        `${rate}: ${summary.runs} runs${summary.failed ? `, ${summary.failed} failed` : ''}`,
    )
    .join('; ')
}
