import { normaliseSearchText } from './normaliseSearchText.js'
import type { SearchEntry } from './rankWalletMatch.js'
import { trigrams } from './trigrams.js'
import type { WalletListRow } from './WalletListRow.js'

/** Wallets prepared for search, in list order, with a trigram → positions map to find candidates fast. */
export type WalletSearchIndex = {
  rows: readonly WalletListRow[]
  entries: readonly SearchEntry[]
  postings: ReadonlyMap<string, readonly number[]>
}

/** Builds the search index; `rows` must be in list order (rank, then name). */
export function buildWalletSearchIndex(rows: readonly WalletListRow[]): WalletSearchIndex {
  const postings = new Map<string, number[]>()
  const entries = rows.map((row, position) => {
    const name = normaliseSearchText(row.name)
    const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    const compact = words.join('')
    const entry: SearchEntry = {
      name,
      compact,
      words,
      id: row.id.toLowerCase(),
      rdns: (row.rdns ?? '').toLowerCase(),
      grams: trigrams(name),
      wordGrams: words.length > 1 ? words.map(trigrams) : [],
    }
    const all = new Set([
      ...entry.grams,
      ...trigrams(compact),
      ...trigrams(entry.id),
      ...trigrams(entry.rdns),
    ])
    for (const gram of all) {
      const list = postings.get(gram)
      if (list) list.push(position)
      else postings.set(gram, [position])
    }
    return entry
  })
  return { rows, entries, postings }
}
