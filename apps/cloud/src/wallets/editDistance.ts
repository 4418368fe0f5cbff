const MAX_LENGTH = 64
// Three reusable rows: search calls this thousands of times per query, so it allocates nothing.
const rows = [
  new Int32Array(MAX_LENGTH + 1),
  new Int32Array(MAX_LENGTH + 1),
  new Int32Array(MAX_LENGTH + 1),
] as const

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), or `max + 1` as soon as it
 * must exceed `max` (cheap rejection for search). Strings longer than 64 characters count as too far.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max || a.length > MAX_LENGTH || b.length > MAX_LENGTH) return max + 1
  let [beforePrevious, previous, current] = rows
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1)
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1))
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, beforePrevious[j - 2]! + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[beforePrevious, previous, current] = [previous, current, beforePrevious]
  }
  return previous[b.length]!
}
