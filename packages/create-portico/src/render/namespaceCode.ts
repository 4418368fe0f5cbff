import type { Namespace } from '../options/choices.js'
import { quote } from './quote.js'

/** What one namespace puts into the app's portico.ts: its adapter package, networks and adapter. */
export interface NamespaceCode {
  package: string
  imports: string[]
  /** Expressions of the networks it adds, the first being the app's default network when it comes first. */
  networks: string[]
  adapter: (appName: string) => string
}

/** Mainnet first, then a test network, as each adapter's README shows them. */
export const NAMESPACE_CODE: Record<Namespace, NamespaceCode> = {
  eip155: {
    package: '@portico/adapter-eip155',
    imports: ['eip155Adapter', 'eip155Networks'],
    networks: ['...eip155Networks(wagmiConfig.chains)'],
    adapter: () => 'eip155Adapter({ wagmiConfig })',
  },
  solana: {
    package: '@portico/adapter-solana',
    imports: ['solana', 'solanaAdapter', 'solanaDevnet'],
    networks: ['solana', 'solanaDevnet'],
    adapter: () => 'solanaAdapter()',
  },
  bip122: {
    package: '@portico/adapter-bitcoin',
    imports: ['bitcoin', 'bitcoinAdapter', 'bitcoinTestnet'],
    networks: ['bitcoin', 'bitcoinTestnet'],
    adapter: () => 'bitcoinAdapter()',
  },
  polkadot: {
    package: '@portico/adapter-polkadot',
    imports: ['polkadot', 'polkadotAdapter', 'polkadotAssetHub'],
    networks: ['polkadot', 'polkadotAssetHub'],
    adapter: (appName) => `polkadotAdapter({ appName: ${quote(appName)} })`,
  },
  cosmos: {
    package: '@portico/adapter-cosmos',
    imports: ['cosmosAdapter', 'cosmoshub', 'osmosis'],
    networks: ['cosmoshub', 'osmosis'],
    adapter: () => 'cosmosAdapter()',
  },
}
