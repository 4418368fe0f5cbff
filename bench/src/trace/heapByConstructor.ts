/** A V8 heap snapshot as CDP's HeapProfiler.takeHeapSnapshot streams it (the fields this reads). */
export type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

/** The heap's self sizes (bytes) by node type, and by type and constructor (`object:Foo`, `code:system / Bar`). */
export type HeapSummary = {
  total: number
  byType: Map<string, number>
  byConstructor: Map<string, { size: number; count: number }>
}

const STRINGS = new Set(['string', 'concatenated string', 'sliced string'])

/**
 * Sums a heap snapshot's nodes by type and constructor. Strings count under their type alone (their text is no
 * constructor), and a name's ` @123` suffix (a scope's or closure's id) is dropped so that like nodes add up.
 */
export function heapByConstructor(heap: HeapSnapshot): HeapSummary {
  const fields = heap.snapshot.meta.node_fields
  const types = heap.snapshot.meta.node_types[0]
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ]
  const summary: HeapSummary = { total: 0, byType: new Map(), byConstructor: new Map() }
  for (let index = 0; index < heap.nodes.length; index += fields.length) {
    const type = types[heap.nodes[index + typeAt]!] ?? 'unknown'
    const size = heap.nodes[index + sizeAt]!
    const name = STRINGS.has(type)
      ? ''
      : String(heap.strings[heap.nodes[index + nameAt]!]).replace(/ @\d+$/, '')
    const key = `${type}:${name.slice(0, 80)}`
    summary.total += size
    summary.byType.set(type, (summary.byType.get(type) ?? 0) + size)
    const entry = summary.byConstructor.get(key) ?? { size: 0, count: 0 }
    entry.size += size
    entry.count += 1
    summary.byConstructor.set(key, entry)
  }
  return summary
}
