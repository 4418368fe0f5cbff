import type {
  AdapterCapability,
  AdapterConnection,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
} from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/namespace.js'
import {
  createFakeWallet,
  type FakeWallet,
  type FakeWalletChange,
  type FakeWalletParameters,
} from './createFakeWallet.js'

export interface FakeAdapterParameters extends FakeWalletParameters {
  namespace?: ChainNamespace
  /** Connectors discovered at setup; default one announced 'Fake Wallet' (rdns dev.portico.fake). */
  connectors?: Connector[]
  /** Optional capabilities the adapter has; default all. */
  capabilities?: readonly AdapterCapability[]
  /** Share a wallet between adapters (a reload keeps the wallet's authorisation). */
  wallet?: FakeWallet
  /** The accounts a connector's connection reports, by connector id (default: the wallet's accounts). */
  accountsByConnector?: Record<string, string[]>
}

export interface FakeAdapterCall {
  method: string
  parameters: unknown
}

/** Test controls of a fake adapter. */
export interface FakeAdapterControls {
  readonly wallet: FakeWallet
  /** Every adapter method call, in order. */
  readonly calls: FakeAdapterCall[]
  /** Calls of one method. */
  callsOf(method: string): FakeAdapterCall[]
  /** Wallet-side changes (shortcuts to the wallet's own; the adapter reports them as events). */
  changeAccounts(accounts: string[]): void
  changeChain(chainId: number | string): void
  disconnectFromWallet(): void
  /** The wallet ends one connector's connection (the others, multi-wallet, stay). */
  disconnectConnector(connectorId: string): void
  /** The visitor picks other accounts in one connector's wallet (a kept one too, multi-wallet). */
  changeConnectorAccounts(connectorId: string, accounts: string[]): void
  /** The connector ids connected now (several with multi-wallet), the active one last connected or switched to. */
  readonly connectedIds: ReadonlySet<string>
  /** A new connector appears (e.g. a late EIP-6963 announcement). */
  announce(connector: Connector): void
}

export type FakeAdapter = ChainAdapter & { readonly controls: FakeAdapterControls }

/** The default connector of a fake adapter. */
export function fakeConnector(namespace: ChainNamespace = 'eip155'): Connector {
  return {
    id: 'fake',
    name: 'Fake Wallet',
    type: 'ANNOUNCED',
    chain: namespace,
    info: { rdns: 'dev.portico.fake' },
  }
}

/**
 * An in-memory ChainAdapter with controls, for unit tests of core and the UI. It meets the
 * adapter contract (core's own tests run the conformance suite against it).
 */
export function createFakeAdapter(parameters: FakeAdapterParameters = {}): FakeAdapter {
  const namespace = parameters.namespace ?? 'eip155'
  const wallet = parameters.wallet ?? createFakeWallet(parameters)
  const capabilities = parameters.capabilities ?? ['signTypedData', 'sendTransaction']
  let connectors = parameters.connectors ?? [fakeConnector(namespace)]
  let context: AdapterContext | undefined
  let stopListening: (() => void) | undefined
  let connectedId: string | undefined
  /** Every connector connected now; a connect of one of them makes it the active one without a prompt. */
  const connectedIds = new Set<string>()
  let transactions = 0
  const calls: FakeAdapterCall[] = []
  const provider = { isFake: true }

  const record = (method: string, parameters?: unknown) => calls.push({ method, parameters })
  const emit = (event: AdapterEvent) => context?.emit(event)
  const accountsByConnector = { ...parameters.accountsByConnector }
  const accountsOf = (connectorId: string) => accountsByConnector[connectorId] ?? wallet.accounts
  const connection = (connectorId: string): AdapterConnection => ({
    connectorId,
    address: accountsOf(connectorId)[0] ?? '',
    accounts: accountsOf(connectorId).map((address) => ({ address, type: 'eoa' })),
    chainId: wallet.chainId,
  })
  const release = (connectorId: string) => {
    connectedIds.delete(connectorId)
    if (connectedId === connectorId) connectedId = [...connectedIds].at(-1)
  }
  const onWalletChange = (change: FakeWalletChange) => {
    const connectorId = connectedId
    if (connectorId === undefined) return
    if (change.type === 'accounts') emit({ type: 'accountsChanged', connectorId, accounts: change.accounts })
    if (change.type === 'chain') emit({ type: 'chainChanged', connectorId, chainId: change.chainId })
    if (change.type === 'balance') emit({ type: 'balanceChanged', connectorId })
    if (change.type === 'disconnect') {
      for (const id of [...connectedIds].filter((entry) => entry !== connectorId)) {
        release(id)
        emit({ type: 'disconnect', connectorId: id })
      }
      release(connectorId)
      emit({ type: 'disconnect', connectorId })
    }
  }
  const requireConnected = (): string => {
    if (connectedId === undefined) throw new Error('Fake wallet is not connected')
    return connectedId
  }

  const adapter: FakeAdapter = {
    namespace,
    setup(value) {
      record('setup')
      context = value
      stopListening?.()
      stopListening = wallet.subscribe(onWalletChange)
    },
    getConnectors() {
      return connectors
    },
    async connect({ connectorId, network }) {
      record('connect', { connectorId, network })
      if (!connectors.some((connector) => connector.id === connectorId)) {
        throw new Error(`Connector ${connectorId} not found`)
      }
      if (connectedIds.has(connectorId)) {
        connectedId = connectorId
        return connection(connectorId)
      }
      return wallet.prompt(() => {
        wallet.authorised.add(connectorId)
        connectedId = connectorId
        connectedIds.add(connectorId)
        if (network) wallet.chainId = network.id
        return connection(connectorId)
      })
    },
    async reconnect({ connectorId }) {
      record('reconnect', { connectorId })
      if (!wallet.authorised.has(connectorId) || accountsOf(connectorId).length === 0) return undefined
      connectedId = connectorId
      connectedIds.add(connectorId)
      return connection(connectorId)
    },
    async disconnect({ connectorId }) {
      record('disconnect', { connectorId })
      wallet.authorised.delete(connectorId)
      release(connectorId)
    },
    async switchNetwork({ network }) {
      record('switchNetwork', { network })
      requireConnected()
      await wallet.prompt(() => wallet.changeChain(network.id))
    },
    async getBalance(parameters) {
      record('getBalance', parameters)
      if (wallet.balanceError) throw wallet.balanceError
      return { value: wallet.balance, decimals: wallet.decimals, symbol: wallet.symbol }
    },
    async signMessage({ message, address }) {
      record('signMessage', { message, address })
      requireConnected()
      return wallet.prompt(() => wallet.sign(message, address))
    },
    getProvider() {
      return connectedId === undefined ? undefined : provider
    },
    destroy() {
      record('destroy')
      stopListening?.()
      context = undefined
    },
    controls: {
      wallet,
      calls,
      callsOf: (method) => calls.filter((call) => call.method === method),
      changeAccounts: (accounts) => wallet.changeAccounts(accounts),
      changeChain: (chainId) => wallet.changeChain(chainId),
      disconnectFromWallet: () => wallet.disconnect(),
      disconnectConnector(connectorId) {
        wallet.authorised.delete(connectorId)
        release(connectorId)
        emit({ type: 'disconnect', connectorId })
      },
      changeConnectorAccounts(connectorId, accounts) {
        accountsByConnector[connectorId] = accounts
        emit({ type: 'accountsChanged', connectorId, accounts })
      },
      connectedIds,
      announce(connector) {
        connectors = [...connectors, connector]
        emit({ type: 'connectors', connectors })
      },
    },
  }

  if (capabilities.includes('signTypedData')) {
    adapter.signTypedData = async ({ typedData, address }) => {
      record('signTypedData', { typedData, address })
      requireConnected()
      return wallet.prompt(() => wallet.sign(JSON.stringify(typedData), address))
    }
  }
  if (capabilities.includes('sendTransaction')) {
    adapter.sendTransaction = async (transaction) => {
      record('sendTransaction', transaction)
      requireConnected()
      return wallet.prompt(() => {
        wallet.balance -= transaction.value ?? 0n
        transactions += 1
        return `0x${transactions.toString(16).padStart(64, '0')}`
      })
    }
  }
  return adapter
}
