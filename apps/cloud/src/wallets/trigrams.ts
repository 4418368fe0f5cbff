/** The trigram set of a text, as pg_trgm builds it: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>()
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue
    const padded = `  ${word} `
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3))
  }
  return set
}

/** Similarity of two trigram sets: shared / all (0..1), as pg_trgm's `similarity`. */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const gram of a) if (b.has(gram)) shared++
  return shared / (a.size + b.size - shared)
}
