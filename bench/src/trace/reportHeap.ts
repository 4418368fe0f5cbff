import type { HeapSummary } from './heapByConstructor.js'
import { median, mergedMedians } from './medians.js'

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`

/** The heaps' medians: used size, self size by type, and the `top` largest constructors (size and count). */
export function reportHeap(
  heaps: readonly (HeapSummary & { usedMiB: number })[],
  at: string,
  top: number,
): string {
  const sizes = mergedMedians(
    heaps.map((heap) => new Map([...heap.byConstructor].map(([key, e]) => [key, e.size]))),
  )
  const counts = mergedMedians(
    heaps.map((heap) => new Map([...heap.byConstructor].map(([key, e]) => [key, e.count]))),
  )
  const byType = mergedMedians(heaps.map((heap) => heap.byType))
  return [
    `heap at ${at}, after a full GC, median of ${heaps.length}: JSHeapUsedSize ${median(heaps.map((heap) => heap.usedMiB)).toFixed(2)} MiB; snapshot self sizes ${(median(heaps.map((heap) => heap.total)) / 2 ** 20).toFixed(2)} MiB (with the page's native objects)`,
    `by type:\n${[...byType]
      .sort((a, b) => b[1] - a[1])
      .map(([type, bytes]) => `  ${kib(bytes)}  ${type}`)
      .join('\n')}`,
    `by type:constructor (self size, count):\n${[...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, bytes]) => `  ${kib(bytes)}  ${String(counts.get(key) ?? 0).padStart(6)}  ${key}`)
      .join('\n')}`,
  ].join('\n')
}
