/** The median (mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each key's median over the maps (a map without the key counts 0 there). */
export function mergedMedians<K>(maps: readonly Map<K, number>[]): Map<K, number> {
  const keys = new Set(maps.flatMap((map) => [...map.keys()]))
  return new Map([...keys].map((key) => [key, median(maps.map((map) => map.get(key) ?? 0))]))
}

/** The `top` largest entries, one `  12.3 ms  name` line each. */
export function topLines(map: Map<string, number>, top: number): string {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n')
}
