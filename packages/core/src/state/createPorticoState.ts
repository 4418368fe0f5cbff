import { proxy, ref } from 'valtio/vanilla'
import type { ChainState } from '../types/account.js'
import type { WalletListing } from '../types/connector.js'
import type { CaipNetworkId, ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { Features } from '../types/options.js'
import type { PorticoState } from '../types/state.js'
import type { ThemeMode, ThemeVariables } from '../types/theme.js'
import { createAccountState } from './createAccountState.js'
import { createNetworkState } from './createNetworkState.js'
import { pickNetwork } from './pickNetwork.js'

export interface CreatePorticoStateParameters {
  /** Namespaces that have an adapter, in the app's order. */
  namespaces: readonly ChainNamespace[]
  networks: readonly Network[]
  activeNamespace: ChainNamespace | undefined
  /** Network ids to start on, most preferred first (stored last network, the default network). */
  preferredNetworkIds: readonly (CaipNetworkId | undefined)[]
  features: Features
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  recentWallets: WalletListing[]
  /** Whether the instance has a Portico Cloud for the wallet registry (cloudUrl set, not basic). */
  registryAvailable?: boolean
}

/** The initial state tree of one instance (a fresh valtio proxy; nothing connected). */
export function createPorticoState(parameters: CreatePorticoStateParameters): PorticoState {
  const chains: PorticoState['chains'] = {}
  // A network is a definition the app gave (a viem chain, with its contracts and formatters) that nothing changes:
  // the state holds it as it is (valtio's ref), so neither creating the state nor a snapshot copies it.
  for (const network of parameters.networks) ref(network)
  for (const namespace of parameters.namespaces) {
    const caipNetworks = parameters.networks.filter((network) => network.chainNamespace === namespace)
    const chain: ChainState = {
      namespace,
      caipNetworks,
      networkState: createNetworkState(
        caipNetworks,
        pickNetwork(caipNetworks, parameters.preferredNetworkIds),
      ),
      accountState: createAccountState(),
    }
    chains[namespace] = chain
  }
  return proxy<PorticoState>({
    initialized: false,
    activeNamespace: parameters.activeNamespace,
    chains,
    connectors: [],
    listings: [],
    recentWallets: parameters.recentWallets,
    activeConnectorIds: {},
    connectorStatus: {},
    connections: {},
    connectAttempt: undefined,
    modal: { open: false, loading: false, shake: false },
    router: { view: 'Connect', history: ['Connect'], data: undefined },
    alert: { message: '', variant: 'info', open: false, autoClose: false },
    toasts: [],
    approvals: [],
    theme: { themeMode: parameters.themeMode, themeVariables: { ...parameters.themeVariables } },
    features: { ...parameters.features },
    remoteFeatures: undefined,
    locale: 'en',
    textsVersion: 0,
    plugins: {},
    registry: {
      status: parameters.registryAvailable ? 'idle' : 'unavailable',
      page: 0,
      count: 0,
      search: { query: '', status: 'idle', results: [], count: 0 },
    },
  })
}
