import type { WalletSearchIndex } from './buildWalletSearchIndex.js'
import { normaliseSearchText } from './normaliseSearchText.js'
import { rankWalletMatch, type SearchQuery } from './rankWalletMatch.js'
import { trigrams } from './trigrams.js'
import type { WalletListRow } from './WalletListRow.js'
import type { Wallet } from './walletSchema.js'

export type SearchWalletsParameters = {
  page: number
  entries: number
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 chain ids (`eip155:1`) or namespaces (`eip155`); a wallet matches if it supports any. */
  chains?: readonly string[] | undefined
  badgeType?: 'certified' | 'none' | undefined
}

export type SearchWalletsReturnType = { data: Wallet[]; count: number }

/**
 * Filters (include, exclude, chains, badge), ranks (see rankWalletMatch; ties keep list order) and pages the
 * wallets. `count` is the number of matches over all pages. Without a search, `include` ids come in the order given.
 *
 * A query of 3+ characters is only scored against wallets sharing a trigram with it: every match tier shares
 * one (exact, prefix and substring matches contain the query's trigrams; a name within 1 edit of a 4–7
 * character query, or 2 edits of a longer one, keeps at least 2 of them; a trigram-similar name shares one).
 */
export function searchWallets(
  { rows, entries, postings }: WalletSearchIndex,
  { page, entries: pageSize, search, include, exclude, chains, badgeType }: SearchWalletsParameters,
): SearchWalletsReturnType {
  const included = include?.length ? new Map(include.map((id, position) => [id, position])) : undefined
  const excluded = new Set(exclude ?? [])
  const wanted = chains?.length ? new Set(chains) : undefined
  const supportsWanted = (chain: string) =>
    wanted?.has(chain) || wanted?.has(chain.slice(0, chain.indexOf(':'))) === true
  const text = normaliseSearchText(search ?? '')
  const query: SearchQuery | undefined = text
    ? { text, compact: text.replace(/[^\p{L}\p{N}]/gu, ''), grams: trigrams(text) }
    : undefined
  const candidates =
    query && query.compact.length >= 3 ? candidatesOf(query, postings, rows.length) : undefined

  const matches: { row: WalletListRow; score: number }[] = []
  rows.forEach((row, position) => {
    if (candidates && candidates[position] === 0) return
    if (included && !included.has(row.id)) return
    if (excluded.has(row.id)) return
    if (badgeType && row.badge_type !== badgeType) return
    if (wanted && !row.chains.some(supportsWanted)) return
    const entry = entries[position]
    // Without a search, included wallets (e.g. featured ones) keep the order they were asked in.
    const score = query && entry ? rankWalletMatch(entry, query) : (included?.get(row.id) ?? 0)
    if (score !== undefined) matches.push({ row, score })
  })
  // Rows are in list order and the sort is stable, so ties keep that order.
  matches.sort((a, b) => a.score - b.score)
  const start = (page - 1) * pageSize
  return {
    data: matches.slice(start, start + pageSize).map(({ row: { rank: _rank, ...wallet } }) => wallet),
    count: matches.length,
  }
}

function candidatesOf(query: SearchQuery, postings: WalletSearchIndex['postings'], size: number): Uint8Array {
  const marks = new Uint8Array(size)
  for (const gram of new Set([...query.grams, ...trigrams(query.compact)])) {
    for (const position of postings.get(gram) ?? []) marks[position] = 1
  }
  return marks
}
