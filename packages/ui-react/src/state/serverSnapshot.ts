import type { AccountState, ChainNamespace, ChainState, Portico } from '@portico/core'
import { snapshot } from 'valtio/vanilla'
import type { PorticoSnapshot } from './PorticoSnapshot.js'

const cache = new WeakMap<Portico, PorticoSnapshot>()

const disconnectedAccount: Partial<AccountState> = {
  caipAddress: undefined,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  connectedWalletInfo: undefined,
  user: undefined,
  status: 'disconnected',
}

/**
 * The state the server renders and the first client render hydrates with: what the options alone
 * say (disconnected, modal closed, default network, the options' theme), never what storage or a
 * wallet said. Cached per instance so React gets the same object on every call.
 */
export function serverSnapshot(portico: Portico): PorticoSnapshot {
  const cached = cache.get(portico)
  if (cached) return cached
  const live = snapshot(portico.state)
  const { options } = portico
  const activeNamespace: ChainNamespace =
    options.defaultNamespace ?? options.defaultNetwork?.chainNamespace ?? options.networks[0].chainNamespace
  const chains: Partial<Record<ChainNamespace, ChainState>> = {}
  for (const [namespace, chain] of Object.entries(live.chains) as [ChainNamespace, ChainState][]) {
    const networks = options.networks.filter((network) => network.chainNamespace === namespace)
    const defaultNetwork =
      options.defaultNetwork?.chainNamespace === namespace ? options.defaultNetwork : networks[0]
    chains[namespace] = {
      ...chain,
      accountState: { ...chain.accountState, ...disconnectedAccount },
      networkState: { ...chain.networkState, caipNetwork: defaultNetwork },
    }
  }
  const pristine = Object.freeze({
    ...live,
    initialized: false,
    activeNamespace,
    chains,
    connectors: [],
    recentWallets: [],
    activeConnectorIds: {},
    connectorStatus: {},
    connections: {},
    connectAttempt: undefined,
    modal: { open: false, loading: false, shake: false },
    router: { view: 'Connect', history: [], data: undefined },
    alert: { ...live.alert, open: false },
    toasts: [],
    approvals: [],
    theme: {
      themeMode: options.themeMode ?? live.theme.themeMode,
      themeVariables: options.themeVariables ?? {},
    },
  }) as PorticoSnapshot
  cache.set(portico, pristine)
  return pristine
}
