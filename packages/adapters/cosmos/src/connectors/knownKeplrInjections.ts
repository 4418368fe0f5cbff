import type { KeplrInjection } from './KeplrInjection.js'

const letterIcon = (letter: string, color: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="${color}"/><text x="16" y="22" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`

/** The Cosmos wallets the adapter looks for on every page, in wallet-list order. */
export const knownKeplrInjections: readonly KeplrInjection[] = [
  { path: 'keplr', id: 'keplr', name: 'Keplr', icon: letterIcon('K', '#314fdf') },
  { path: 'leap', id: 'leap', name: 'Leap', icon: letterIcon('L', '#29a874') },
  {
    path: 'cosmostation.providers.keplr',
    id: 'cosmostation',
    name: 'Cosmostation',
    icon: letterIcon('C', '#9c6cff'),
  },
]
