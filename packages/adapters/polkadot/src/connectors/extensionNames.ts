import { monogramIcon } from './monogramIcon.js'

/** Display name and icon of the well-known extensions, by their `injectedWeb3` key. */
export const knownExtensions: Readonly<Record<string, { name: string; icon: string }>> = {
  // Nova Wallet's in-app browser injects under polkadot-js too.
  'polkadot-js': { name: 'Polkadot{.js}', icon: monogramIcon('P', '#ff8c00') },
  talisman: { name: 'Talisman', icon: monogramIcon('T', '#d5ff5c', '#1a1a1a') },
  'subwallet-js': { name: 'SubWallet', icon: monogramIcon('S', '#004bff') },
  'fearless-wallet': { name: 'Fearless Wallet', icon: monogramIcon('F', '#e30f4f') },
  enkrypt: { name: 'Enkrypt', icon: monogramIcon('E', '#7b3fe4') },
  polkagate: { name: 'PolkaGate', icon: monogramIcon('PG', '#99004f') },
  nova: { name: 'Nova Wallet', icon: monogramIcon('N', '#2f44c5') },
  'aleph-zero-signer': { name: 'Aleph Zero Signer', icon: monogramIcon('A0', '#00ccab', '#0b0b0b') },
  'mantra-wallet': { name: 'Mantra Wallet', icon: monogramIcon('M', '#8a2be2') },
}

/** An unknown extension's key made readable: 'my-wallet_ext' → 'My Wallet Ext', 'portico-test' → 'Portico Test'. */
export function readableExtensionName(key: string): string {
  const words = key
    .replace(/[-_.]js$/i, '')
    .split(/[-_.\s]+/)
    .filter((word) => word !== '')
  if (words.length === 0) return key
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
}
