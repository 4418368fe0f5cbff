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
  let transactions = 0
  const calls: FakeAdapterCall[] = []
  const provider = { isFake: true }

  const record = (method: string, parameters?: unknown) => calls.push({ method, parameters })
  const emit = (event: AdapterEvent) => context?.emit(event)
  const connection = (connectorId: string): AdapterConnection => ({
    connectorId,
    address: wallet.accounts[0] ?? '',
    accounts: wallet.accounts.map((address) => ({ address, type: 'eoa' })),
    chainId: wallet.chainId,
  })
  const onWalletChange = (change: FakeWalletChange) => {
    const connectorId = connectedId
    if (connectorId === undefined) return
    if (change.type === 'accounts') emit({ type: 'accountsChanged', connectorId, accounts: change.accounts })
    if (change.type === 'chain') emit({ type: 'chainChanged', connectorId, chainId: change.chainId })
    if (change.type === 'balance') emit({ type: 'balanceChanged', connectorId })
    if (change.type === 'disconnect') {
      connectedId = undefined
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
      return wallet.prompt(() => {
        wallet.authorised.add(connectorId)
        connectedId = connectorId
        if (network) wallet.chainId = network.id
        return connection(connectorId)
      })
    },
    async reconnect({ connectorId }) {
      record('reconnect', { connectorId })
      if (!wallet.authorised.has(connectorId) || wallet.accounts.length === 0) return undefined
      connectedId = connectorId
      return connection(connectorId)
    },
    async disconnect({ connectorId }) {
      record('disconnect', { connectorId })
      wallet.authorised.delete(connectorId)
      if (connectedId === connectorId) connectedId = undefined
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
