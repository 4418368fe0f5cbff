import type {
  AccountState,
  ChainNamespace,
  Connector,
  Network,
  Portico,
  PorticoEvent,
  PorticoEventRecord,
  PorticoOptions,
  PorticoState,
  ViewName,
} from '@portico/core'
import { proxy, subscribe } from 'valtio/vanilla'

/** Test stand-in for createPortico until @portico/core exports it; behaves like the instance API. */
export const mainnet: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
export const base: Network = { ...mainnet, id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' }

export const walletConnector = (name: string, rdns: string): Connector => ({
  id: rdns,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns },
})

export const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/** Like core's fake wallet: how prompts are answered, and holding them open. */
export interface FakeWalletControls {
  answer: 'approve' | 'reject' | Error
  balanceError: Error | undefined
  hold(): void
  release(): void
}

function emptyAccount(): AccountState {
  return {
    currentTab: 0,
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    user: undefined,
    preferredAccountType: undefined,
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    connectedWalletInfo: undefined,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    status: 'disconnected',
  }
}

function userRejected(): Error {
  return Object.assign(new Error('User rejected the request.'), {
    name: 'UserRejectedRequestError',
    code: 4001,
  })
}

export function createFakePortico(overrides: Partial<PorticoOptions> = {}) {
  const options: PorticoOptions = { projectId: 'test', networks: [mainnet, base], adapters: [], ...overrides }
  const state = proxy<PorticoState>({
    initialized: true,
    activeNamespace: 'eip155',
    chains: {
      eip155: {
        namespace: 'eip155',
        caipNetworks: [...options.networks],
        accountState: emptyAccount(),
        networkState: {
          caipNetwork: options.networks[0],
          supportsAllNetworks: false,
          smartAccountEnabledNetworks: [],
          requestedCaipNetworks: [],
          approvedCaipNetworkIds: [],
        },
      },
    },
    connectors: [walletConnector('MetaMask', 'io.metamask'), walletConnector('Rabby', 'io.rabby')],
    listings: [],
    recentWallets: [],
    activeConnectorIds: {},
    connectorStatus: {},
    connections: {},
    modal: { open: false, loading: false, shake: false },
    router: { view: 'Connect', history: ['Connect'], data: undefined },
    alert: { message: '', variant: 'info', open: false, autoClose: false },
    toasts: [],
    approvals: [],
    theme: { themeMode: options.themeMode ?? 'dark', themeVariables: options.themeVariables ?? {} },
    features: {
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      history: false,
      connectMethodsOrder: ['email', 'social', 'wallet'],
      ...options.features,
    },
    remoteFeatures: undefined,
  })
  const listeners = new Set<(record: PorticoEventRecord) => void>()
  let held: (() => void)[] | undefined
  const wallet: FakeWalletControls = {
    answer: 'approve',
    balanceError: undefined,
    hold: () => {
      held = []
    },
    release: () => {
      const waiting = held ?? []
      held = undefined
      for (const resume of waiting) resume()
    },
  }
  const account = () => state.chains.eip155!.accountState
  const chain = () => state.chains.eip155!
  let toastId = 0

  const walletPrompt = async () => {
    if (held) await new Promise<void>((resolve) => held?.push(resolve))
    if (wallet.answer === 'reject') throw userRejected()
    if (wallet.answer instanceof Error) throw wallet.answer
  }

  const portico: Portico = {
    state,
    options,
    ready: Promise.resolve(),
    async open(parameters) {
      const connected = account().status === 'connected'
      const view: ViewName = parameters?.view ?? (connected ? 'Account' : 'Connect')
      state.router = { view, history: [view], data: parameters?.data }
      state.modal.open = true
      portico.emit({ type: 'MODAL_OPEN', view, connected })
    },
    close() {
      state.modal.open = false
      state.router = { view: 'Connect', history: ['Connect'], data: undefined }
      portico.emit({ type: 'MODAL_CLOSE', connected: account().status === 'connected' })
    },
    push(view, data) {
      state.router = { view, history: [...state.router.history, view], data }
    },
    replace(view, data) {
      state.router = { view, history: [...state.router.history.slice(0, -1), view], data }
    },
    goBack() {
      const history = state.router.history.slice(0, -1)
      const view = history.at(-1)
      if (!view) return portico.close()
      state.router = { view, history, data: undefined }
    },
    shake() {
      state.modal.shake = true
    },
    setLoading(loading) {
      state.modal.loading = loading
    },
    async connect({ connectorId }) {
      account().status = 'connecting'
      try {
        await walletPrompt()
      } catch (error) {
        account().status = 'disconnected'
        throw error
      }
      const connector = state.connectors.find((c) => c.id === connectorId)
      Object.assign(account(), {
        status: 'connected',
        address: ADDRESS,
        caipAddress: `eip155:1:${ADDRESS}`,
        connectedWalletInfo: { name: connector?.name ?? connectorId, connectorId, rdns: connectorId },
      })
      state.activeConnectorIds.eip155 = connectorId
      portico.close()
    },
    async disconnect() {
      Object.assign(account(), emptyAccount())
      delete state.activeConnectorIds.eip155
      portico.close()
    },
    async switchNetwork(target) {
      const id = typeof target === 'string' ? target : target.caipNetworkId
      await walletPrompt()
      chain().networkState.caipNetwork = options.networks.find((n) => n.caipNetworkId === id)
      account().balance = undefined
    },
    addNetwork() {},
    removeNetwork() {},
    async refreshBalance() {
      if (wallet.balanceError) throw wallet.balanceError
      account().balance = '1.234'
      account().balanceSymbol = chain().networkState.caipNetwork?.nativeCurrency.symbol
    },
    async signMessage() {
      return '0xsignature'
    },
    async signTypedData() {
      return '0xsignature'
    },
    async sendTransaction() {
      return '0xhash'
    },
    getProvider: (namespace?: ChainNamespace) =>
      state.activeConnectorIds[namespace ?? 'eip155'] ? { fake: true } : undefined,
    getAdapter() {
      throw new Error('Adapter not found')
    },
    showAlert({ message, variant, code, autoClose = false }) {
      state.alert = { message, variant, code, autoClose, open: true }
    },
    closeAlert() {
      state.alert.open = false
    },
    showToast({ message, variant }) {
      state.toasts.push({ id: ++toastId, message, variant })
      return toastId
    },
    dismissToast(id) {
      state.toasts = state.toasts.filter((toast) => toast.id !== id)
    },
    setThemeMode(mode) {
      state.theme.themeMode = mode
    },
    setThemeVariables(variables) {
      state.theme.themeVariables = { ...state.theme.themeVariables, ...variables }
    },
    subscribeEvents(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    subscribe: (listener) => subscribe(state, () => listener(), true),
    emit(event: PorticoEvent) {
      for (const listener of listeners) listener({ timestamp: Date.now(), event })
    },
    destroy() {},
  }
  return { portico, wallet }
}
