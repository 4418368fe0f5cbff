import type { CDPSession } from 'playwright-core'
import { type HeapSnapshot, type HeapSummary, heapByConstructor } from './heapByConstructor.js'

/** The page's used JS heap after a full GC (what the bench reports, MiB) and its snapshot summed by constructor. */
export async function takeHeap(cdp: CDPSession): Promise<HeapSummary & { usedMiB: number }> {
  await cdp.send('Performance.enable')
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
  const chunks: string[] = []
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  return { ...heapByConstructor(JSON.parse(chunks.join('')) as HeapSnapshot), usedMiB: used / 2 ** 20 }
}
