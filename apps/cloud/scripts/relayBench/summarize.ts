/** Count, p50, p99 and max of a set of durations in ms (one decimal). */
export type Summary = { count: number; p50: number; p99: number; max: number }

const round = (value: number) => Math.round(value * 10) / 10

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
  return { count: sorted.length, p50: round(at(50)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) }
}
