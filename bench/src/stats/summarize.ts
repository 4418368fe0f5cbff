export type Summary = { median: number; min: number; max: number; n: number }

/** Median (mean of the middle two for an even count), min and max; null when there is no sample. */
export function summarize(samples: readonly (number | null | undefined)[]): Summary | null {
  const values = samples.filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  )
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, n: sorted.length }
}
