import type { Summary } from '../stats/summarize.js'

/** Bytes as KiB with one decimal. */
export const formatKib = (bytes: number): string => (bytes / 1024).toFixed(1)

/** `**median** (min–max)`, or `—` when nothing was measured. */
export function formatSpread(summary: Summary | null | undefined, digits = 0): string {
  if (!summary) return '—'
  const fixed = (value: number) => value.toFixed(digits)
  if (summary.n === 1) return `**${fixed(summary.median)}**`
  return `**${fixed(summary.median)}** (${fixed(summary.min)}–${fixed(summary.max)})`
}

/** `a ÷ b` as `0.42×`; `—` when either is missing, `n/a` when b is zero. */
export function formatRatio(a: number | null | undefined, b: number | null | undefined): string {
  if (a === null || a === undefined || b === null || b === undefined) return '—'
  if (b === 0) return a === 0 ? '1.00×' : 'n/a'
  return `${(a / b).toFixed(2)}×`
}
