import { editDistance } from './editDistance.js'
import { trigramSimilarity } from './trigrams.js'

/** What the search keeps of a wallet, prepared once per index load. */
export type SearchEntry = {
  name: string
  /** The name without spaces and punctuation ("trust wallet" → "trustwallet"). */
  compact: string
  words: string[]
  id: string
  rdns: string
  grams: ReadonlySet<string>
  /** Trigrams of each word, so one misspelt word of a longer name still matches. */
  wordGrams: ReadonlySet<string>[]
}

export type SearchQuery = { text: string; compact: string; grams: ReadonlySet<string> }

/** Edits tolerated for a query of this length: none under 4 characters, 1 under 8, else 2. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2)

/** Below this trigram similarity a wallet is no fuzzy match. */
export const FUZZY_THRESHOLD = 0.3

/**
 * Scores a wallet for a query; lower is better, undefined is no match.
 * 0 exact name (or id, rdns) · 1 name prefix · 2 word prefix · 3 substring · 4..4.2 typo (1 or 2 edits, swaps
 * included, from the name or one of its words) · 5..6 fuzzy (best trigram similarity with the name or a word).
 */
export function rankWalletMatch(entry: SearchEntry, query: SearchQuery): number | undefined {
  if (entry.name === query.text || entry.compact === query.compact || entry.id === query.text) return 0
  if (entry.rdns && entry.rdns === query.text) return 0
  if (entry.name.startsWith(query.text) || (query.compact && entry.compact.startsWith(query.compact)))
    return 1
  if (entry.words.some((word) => word.startsWith(query.text))) return 2
  if (
    entry.name.includes(query.text) ||
    (query.compact.length >= 3 && entry.compact.includes(query.compact))
  ) {
    return 3
  }
  const typos = allowedTypos(query.compact.length)
  if (typos > 0) {
    let distance = editDistance(query.compact, entry.compact, typos)
    for (const word of entry.words) distance = Math.min(distance, editDistance(query.text, word, typos))
    if (distance <= typos) return 4 + distance / 10
  }
  let similarity = trigramSimilarity(query.grams, entry.grams)
  for (const grams of entry.wordGrams)
    similarity = Math.max(similarity, trigramSimilarity(query.grams, grams))
  return similarity >= FUZZY_THRESHOLD ? 6 - similarity : undefined
}
