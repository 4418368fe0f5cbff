import { describe, expect, it } from 'vitest'
import { syntheticWallets } from '../testing/syntheticWallets.js'
import { buildWalletSearchIndex } from './buildWalletSearchIndex.js'
import { normaliseSearchText } from './normaliseSearchText.js'
import { rankWalletMatch } from './rankWalletMatch.js'
import { searchWallets } from './searchWallets.js'
import { trigrams } from './trigrams.js'
import type { WalletListRow } from './WalletListRow.js'

const named = (name: string, rank: number, extra: Partial<WalletListRow> = {}): WalletListRow => ({
  ...syntheticWallets(1)[0]!,
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  image_id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  rank,
  chains: ['eip155:1'],
  badge_type: 'none',
  ...extra,
})

const known = [
  named('Casanova', 1),
  named('Super Nova', 2),
  named('Nova Pay', 3),
  named('Novawallet', 4),
  named('Nova', 50),
  named('MetaMask', 5, { rdns: 'io.metamask', badge_type: 'certified' }),
  named('Trust Wallet', 6, { chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
]
// In list order, as the wallet index loads them (rank, then name).
const index = buildWalletSearchIndex([...known, ...syntheticWallets(5_000)].sort((a, b) => a.rank - b.rank))
const names = (result: { data: { name: string }[] }) => result.data.map((wallet) => wallet.name)

describe('searchWallets on 5,000+ wallets', () => {
  it('ranks exact before prefix before word prefix before substring', () => {
    const result = searchWallets(index, { page: 1, entries: 100, search: 'nova' })
    expect(names(result)).toEqual(['Nova', 'Nova Pay', 'Novawallet', 'Super Nova', 'Casanova'])
    expect(result.count).toBe(5)
  })

  it('finds misspelt names by trigram similarity, after real matches', () => {
    expect(names(searchWallets(index, { page: 1, entries: 3, search: 'metamsk' }))[0]).toBe('MetaMask')
    expect(names(searchWallets(index, { page: 1, entries: 3, search: 'trsut' }))[0]).toBe('Trust Wallet')
  })

  it('matches case, accents and spacing loosely, and the rdns exactly', () => {
    expect(names(searchWallets(index, { page: 1, entries: 1, search: '  META mask ' }))).toEqual(['MetaMask'])
    expect(names(searchWallets(index, { page: 1, entries: 1, search: 'nóva' }))).toEqual(['Nova'])
    expect(names(searchWallets(index, { page: 1, entries: 1, search: 'io.metamask' }))).toEqual(['MetaMask'])
  })

  it('lists everything by rank without a search, in pages with a total count', () => {
    const first = searchWallets(index, { page: 1, entries: 40 })
    const second = searchWallets(index, { page: 2, entries: 40 })
    expect(first.count).toBe(5_007)
    expect(first.data).toHaveLength(40)
    expect(names(first).slice(0, 3)).toEqual(['Casanova', 'Super Nova', 'Nova Pay'])
    expect(second.data[0]?.id).not.toBe(first.data[39]?.id)
    expect(searchWallets(index, { page: 126, entries: 40 }).data).toHaveLength(7)
    expect(searchWallets(index, { page: 200, entries: 40 }).data).toHaveLength(0)
  })

  it('filters by include, exclude, chains and badge', () => {
    expect(names(searchWallets(index, { page: 1, entries: 10, include: ['nova', 'metamask'] }))).toEqual([
      'Nova',
      'MetaMask',
    ])
    expect(
      names(searchWallets(index, { page: 1, entries: 10, search: 'nova', exclude: ['nova', 'casanova'] })),
    ).toEqual(['Nova Pay', 'Novawallet', 'Super Nova'])
    const solana = searchWallets(index, {
      page: 1,
      entries: 100,
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(solana.count).toBe(1 + 5_000 / 4)
    expect(solana.data[0]?.name).toBe('Trust Wallet')
    const certified = searchWallets(index, { page: 1, entries: 100, badgeType: 'certified' })
    expect(certified.count).toBe(1 + 5_000 / 10)
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
  })

  it('returns wallets without internal fields', () => {
    const [wallet] = searchWallets(index, { page: 1, entries: 1, search: 'metamask' }).data
    expect(wallet).not.toHaveProperty('rank')
    expect(wallet).toHaveProperty('image_id', 'metamask')
  })

  it('finds through the trigram candidates exactly what scoring every wallet would find', () => {
    const queries = [
      'nova',
      'ova',
      'asanov',
      'super n',
      'metamsk',
      'io.metamask',
      'trsut',
      'wallet',
      'kar',
      'rito',
      'ka wal',
      'xyz',
    ]
    for (const search of queries) {
      const text = normaliseSearchText(search)
      const query = { text, compact: text.replace(/[^\p{L}\p{N}]/gu, ''), grams: trigrams(text) }
      const everywhere = index.entries.filter((entry) => rankWalletMatch(entry, query) !== undefined).length
      expect(searchWallets(index, { page: 1, entries: 1, search }).count, search).toBe(everywhere)
    }
  })
})
