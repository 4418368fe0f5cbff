import type { ChainNamespace } from '../types/namespace.js'

/** Where each namespace's adapter and network helper come from, for errors that tell how to fix them. */
export const ADAPTER_PACKAGES: Record<
  ChainNamespace,
  { packageName: string; adapter: string; network: string }
> = {
  eip155: {
    packageName: '@portico/adapter-eip155',
    adapter: 'eip155Adapter({ wagmiConfig })',
    network: 'eip155Network(chain)',
  },
  solana: {
    packageName: '@portico/adapter-solana',
    adapter: 'solanaAdapter()',
    network: 'solanaNetwork({ … }) or solana',
  },
  bip122: { packageName: '@portico/adapter-bitcoin', adapter: 'bitcoinAdapter()', network: 'bitcoin' },
  cosmos: { packageName: '@portico/adapter-cosmos', adapter: 'cosmosAdapter()', network: 'cosmoshub' },
  polkadot: { packageName: '@portico/adapter-polkadot', adapter: 'polkadotAdapter()', network: 'polkadot' },
}

/** "Add solanaAdapter() from @portico/adapter-solana to the adapters option." */
export function missingAdapterHint(namespace: ChainNamespace): string {
  const { adapter, packageName } = ADAPTER_PACKAGES[namespace]
  return `Add ${adapter} from ${packageName} to the adapters option of createPortico.`
}

/** How to build a network of each namespace, for a networks entry that is not one. */
export function networkHelpersHint(): string {
  const helpers = Object.values(ADAPTER_PACKAGES).map(
    ({ network, packageName }) => `${network} from ${packageName}`,
  )
  return `Build each network with its adapter's helper: ${helpers.join('; ')}.`
}

/** The adapters an app with these namespaces needs, for an empty `adapters` option. */
export function adaptersHint(namespaces: Iterable<ChainNamespace>): string {
  const needed = [...new Set(namespaces)].map((namespace) => {
    const { adapter, packageName } = ADAPTER_PACKAGES[namespace]
    return `${adapter} from ${packageName}`
  })
  return `Add ${needed.join(', ')} to the adapters option of createPortico. (Connecting through WalletConnect alone, without adapters, needs the WalletConnect package, which is not available yet.)`
}
