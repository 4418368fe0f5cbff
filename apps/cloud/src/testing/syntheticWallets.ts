import type { WalletListRow } from '../wallets/WalletListRow.js'

const syllables = ['ka', 'ri', 'to', 'mu', 'se', 'li', 'pe', 'du', 'zo', 'bi', 're', 'gu']
const chainPool = [
  'eip155:1',
  'eip155:8453',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
]

/** `count` deterministic made-up wallets (names from syllables, never containing "nova" or "meta"). */
export function syntheticWallets(count: number, firstRank = 1_000): WalletListRow[] {
  return Array.from({ length: count }, (_, i) => {
    const a = syllables[i % syllables.length] ?? ''
    const b = syllables[Math.floor(i / syllables.length) % syllables.length] ?? ''
    const c = syllables[Math.floor(i / syllables.length ** 2) % syllables.length] ?? ''
    const name = `${a}${b}${c} ${['Wallet', 'Keys', 'Safe', 'Pocket'][i % 4]} ${i}`
    return {
      id: `synthetic-${i}`,
      name: name[0]?.toUpperCase() + name.slice(1),
      image_id: `synthetic-${i}`,
      rdns: null,
      chains: [chainPool[i % chainPool.length] ?? 'eip155:1'],
      homepage: null,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      badge_type: i % 10 === 0 ? 'certified' : 'none',
      rank: firstRank + i,
    }
  })
}
