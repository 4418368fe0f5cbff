import { isChainNamespace } from '../caip/isChainNamespace.js'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { AdapterNotFoundError } from '../errors/AdapterNotFoundError.js'
import { adaptersHint, networkHelpersHint } from '../errors/adapterPackages.js'
import { OptionsError } from '../errors/OptionsError.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function checkNetwork(network: unknown, index: number): Network {
  if (
    !isRecord(network) ||
    !(typeof network.id === 'number' || (typeof network.id === 'string' && network.id !== '')) ||
    typeof network.name !== 'string' ||
    typeof network.caipNetworkId !== 'string'
  ) {
    throw new OptionsError('NETWORK_INVALID', { index }, networkHelpersHint())
  }
  let parsed: ReturnType<typeof parseCaipNetworkId>
  try {
    parsed = parseCaipNetworkId(network.caipNetworkId)
  } catch {
    throw new OptionsError('NETWORK_INVALID', { index }, networkHelpersHint())
  }
  if (parsed.chainNamespace !== network.chainNamespace) {
    throw new OptionsError('NETWORK_NAMESPACE_MISMATCH', {
      index,
      caipNetworkId: network.caipNetworkId,
      namespace: String(network.chainNamespace),
    })
  }
  return network as unknown as Network
}

/** The app's networks: at least one, each well-formed; a repeated caipNetworkId is ignored (docs/behaviour.md#validation). */
export function resolveNetworks(networks: unknown): Network[] {
  if (!Array.isArray(networks) || networks.length === 0) throw new OptionsError('NETWORKS_REQUIRED')
  const byId = new Map<string, Network>()
  networks.forEach((candidate, index) => {
    const network = checkNetwork(candidate, index)
    if (!byId.has(network.caipNetworkId)) byId.set(network.caipNetworkId, network)
  })
  return [...byId.values()]
}

/** The adapters: at most one per namespace. */
export function resolveAdapters(adapters: unknown): ChainAdapter[] {
  if (adapters === undefined) return []
  if (!Array.isArray(adapters)) throw new OptionsError('ADAPTERS_NOT_ARRAY')
  const namespaces = new Set<ChainNamespace>()
  adapters.forEach((adapter: unknown, index) => {
    const namespace = isRecord(adapter) ? adapter.namespace : undefined
    if (!isChainNamespace(namespace)) {
      throw new OptionsError('ADAPTER_INVALID', { index, namespace: String(namespace) })
    }
    if (namespaces.has(namespace)) throw new OptionsError('ADAPTER_DUPLICATE', { namespace })
    namespaces.add(namespace)
  })
  return adapters as ChainAdapter[]
}

/**
 * Each network's namespace needs an adapter (docs/behaviour.md#validation). An app without any adapter (wallet
 * connection only, docs/behaviour.md#views ConnectingWalletConnectBasic) is allowed when a remote-wallet feature
 * (`plugins`, e.g. walletConnect()) is given: then no namespace is checked.
 */
export function assertAdaptersCoverNetworks(
  adapters: readonly ChainAdapter[],
  networks: readonly Network[],
  parameters: { remoteWallet?: boolean } = {},
): void {
  if (adapters.length === 0 && parameters.remoteWallet === true) return
  // Without adapters and without a remote-wallet feature, the modal could offer nothing.
  if (adapters.length === 0) {
    throw new OptionsError(
      'ADAPTERS_EMPTY',
      {},
      adaptersHint(networks.map((network) => network.chainNamespace)),
    )
  }
  const served = new Set(adapters.map((adapter) => adapter.namespace))
  for (const network of networks) {
    if (!served.has(network.chainNamespace)) {
      throw new AdapterNotFoundError({ namespace: network.chainNamespace })
    }
  }
}
