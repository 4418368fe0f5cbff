import { normaliseSearchText } from './normaliseSearchText.js'
import { rankWalletMatch, type SearchEntry } from './rankWalletMatch.js'
import { trigrams } from './trigrams.js'
import type { WalletListRow } from './WalletListRow.js'
import type { Wallet } from './walletSchema.js'

export type SearchWalletsParameters = {
  page: number
  entries: number
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  chains?: readonly string[] | undefined
  badgeType?: 'certified' | 'none' | undefined
}

export type SearchWalletsReturnType = { data: Wallet[]; count: number }

export type IndexedWallet = { row: WalletListRow; entry: SearchEntry }

/** Prepares a wallet for searching. */
export function indexWallet(row: WalletListRow): IndexedWallet {
  const name = normaliseSearchText(row.name)
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return {
    row,
    entry: {
      name,
      compact: name.replace(/[^\p{L}\p{N}]/gu, ''),
      words,
      id: row.id.toLowerCase(),
      rdns: (row.rdns ?? '').toLowerCase(),
      grams: trigrams(name),
      wordGrams: words.length > 1 ? words.map(trigrams) : [],
    },
  }
}

/**
 * Filters (include, exclude, chains, badge), ranks (see rankWalletMatch; ties keep the list order of `wallets`,
 * which must be sorted by rank, then name) and pages the wallets. `count` is the number of matches over all pages.
 */
export function searchWallets(
  wallets: readonly IndexedWallet[],
  { page, entries, search, include, exclude, chains, badgeType }: SearchWalletsParameters,
): SearchWalletsReturnType {
  const included = include?.length ? new Set(include) : undefined
  const excluded = new Set(exclude ?? [])
  const wanted = chains?.length ? new Set(chains) : undefined
  const text = normaliseSearchText(search ?? '')
  const query = text
    ? { text, compact: text.replace(/[^\p{L}\p{N}]/gu, ''), grams: trigrams(text) }
    : undefined

  const matches: { row: WalletListRow; score: number }[] = []
  for (const { row, entry } of wallets) {
    if (included && !included.has(row.id)) continue
    if (excluded.has(row.id)) continue
    if (badgeType && row.badge_type !== badgeType) continue
    if (wanted && !row.chains.some((chain) => wanted.has(chain))) continue
    const score = query ? rankWalletMatch(entry, query) : 0
    if (score !== undefined) matches.push({ row, score })
  }
  // `wallets` is already in list order (rank, then name) and the sort is stable, so ties keep that order.
  matches.sort((a, b) => a.score - b.score)
  const start = (page - 1) * entries
  return {
    data: matches.slice(start, start + entries).map(({ row: { rank: _rank, ...wallet } }) => wallet),
    count: matches.length,
  }
}
