import type {
  AdapterConnection,
  AdapterContext,
  ChainAdapter,
  Connector as PorticoConnector,
} from '@portico/core'
import {
  type Config,
  type Connection,
  type Connector,
  connect,
  disconnect,
  getConnections,
  reconnect,
  watchConnectors,
} from '@wagmi/core'
import type { Address } from 'viem'
import { loadWalletActions } from '../actions/loadWalletActions.js'
import { addInjectedConnector } from '../connectors/addInjectedConnector.js'
import { selectConnectors } from '../connectors/selectConnectors.js'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError.js'
import { toWalletError } from '../errors/toWalletError.js'
import { watchBalanceChanges } from '../events/watchBalanceChanges.js'
import { watchWalletEvents } from '../events/watchWalletEvents.js'
import { waitForHydration } from './waitForHydration.js'
import { waitForSettledStatus } from './waitForSettledStatus.js'

export interface Eip155AdapterParameters {
  /** The app's wagmi config: the single source of truth for accounts, chains and connectors. */
  wagmiConfig: Config
}

/**
 * The Portico adapter for EVM chains (namespace eip155), over the app's wagmi config: every
 * connection, switch and signature goes through wagmi actions, so the app's own wagmi hooks and
 * Portico always see the same account and chain.
 * @example
 * const wagmiConfig = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
 * createPortico({ projectId, networks: eip155Networks(wagmiConfig.chains), adapters: [eip155Adapter({ wagmiConfig })] })
 */
export function eip155Adapter({ wagmiConfig: config }: Eip155AdapterParameters): ChainAdapter {
  let context: AdapterContext | undefined
  const providers = new Map<string, unknown>()
  const disconnecting = new Set<string>()
  const stops: (() => void)[] = []
  /** The balances this adapter last returned, so the balance watcher, live a moment after connecting, can tell the app's is stale. */
  const reported = new Map<string, bigint>()
  const balanceKey = (address: string, chainId: number) => `${chainId} ${address.toLowerCase()}`

  const announcedRdns = () =>
    new Set(config._internal.mipd?.getProviders().map((detail) => detail.info.rdns) ?? [])

  const getConnectors = (): PorticoConnector[] => {
    const announced = announcedRdns()
    const sources = config.connectors.map((connector) => ({
      connector,
      provider: providers.get(connector.uid),
      announced: connector.type === 'injected' && announced.has(connector.id),
    }))
    return selectConnectors(sources, {
      enableEIP6963: context?.enableEIP6963 ?? true,
      enableInjected: context?.enableInjected ?? true,
    })
  }

  const rememberProvider = async (connector: Connector) => {
    providers.set(connector.uid, await connector.getProvider().catch(() => undefined))
  }

  const resolveProviders = () =>
    Promise.all(
      config.connectors
        .filter((connector) => connector.type === 'injected' && !providers.has(connector.uid))
        .map(rememberProvider),
    )

  const findConnector = (connectorId: string): Connector | undefined =>
    config.connectors.find((connector) => connector.id === connectorId)

  /** A live connection: connected now, not one read back from storage (its connector is a stub). */
  const connectionOf = (connectorId: string): Connection | undefined =>
    config.state.status === 'connected'
      ? getConnections(config).find(
          (connection) =>
            connection.connector.id === connectorId && typeof connection.connector.getProvider === 'function',
        )
      : undefined

  const toConnection = (
    connectorId: string,
    accounts: readonly [Address, ...Address[]],
    chainId: number,
  ): AdapterConnection => ({
    connectorId,
    address: accounts[0],
    accounts: accounts.map((account) => ({ address: account, type: 'eoa' as const })),
    chainId,
  })

  return {
    namespace: 'eip155',
    // Two adapter objects over one wagmi config are the same adapter (StrictMode runs factories twice).
    identity: config,

    async setup(adapterContext) {
      for (const stop of stops.splice(0)) stop()
      context = adapterContext
      // Fetch the post-connection actions now, off the first render's path, so the balance watcher
      // takes its first reading as soon as a wallet connects (a send right after connecting counts).
      void loadWalletActions()
      // wagmi ignores EIP-6963 announcements until it has read its storage.
      await waitForHydration(config)
      if (adapterContext.enableInjected) addInjectedConnector(config)
      await resolveProviders()
      stops.push(
        watchConnectors(config, {
          onChange: async () => {
            await resolveProviders()
            context?.emit({ type: 'connectors', connectors: getConnectors() })
          },
        }),
        watchWalletEvents(
          config,
          (event) => context?.emit(event),
          (connectorId) => disconnecting.has(connectorId),
        ),
        watchBalanceChanges(
          config,
          (event) => context?.emit(event),
          (address, chainId) => reported.get(balanceKey(address, chainId)),
        ),
      )
    },

    getConnectors,

    async connect({ connectorId, network }) {
      const connector = findConnector(connectorId)
      if (!connector) throw new ConnectorNotFoundError({ connectorId })
      const existing = connectionOf(connectorId)
      if (existing) {
        // A connection wagmi keeps (multi-wallet) becomes its current one: the app's wagmi hooks follow, no prompt.
        await (await loadWalletActions()).switchConnection(config, { connector: existing.connector })
        return toConnection(connectorId, existing.accounts, existing.chainId)
      }
      try {
        const { accounts, chainId } = await connect(config, {
          connector,
          ...(network ? { chainId: Number(network.id) } : {}),
        })
        await rememberProvider(connector)
        return toConnection(connectorId, accounts, chainId)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async reconnect({ connectorId }) {
      const connector = findConnector(connectorId)
      if (!connector) return undefined
      await waitForHydration(config)
      // The app (e.g. WagmiProvider) may be reconnecting already; wagmi would then answer us [].
      await waitForSettledStatus(config)
      let restored = connectionOf(connectorId)
      // wagmi's reconnect drops every connection when none succeeds: only try an authorised connector.
      if (!restored && (await connector.isAuthorized())) {
        // It also replaces the connections it has with those it restores and makes the first current: a
        // wallet kept beside the current one (multi-wallet) is restored with the live ones, then the
        // current one is made current again.
        const live = getConnections(config).filter((c) => connectionOf(c.connector.id) === c)
        const current = live.find((c) => c.connector.uid === config.state.current)?.connector
        restored = (
          await reconnect(config, { connectors: [...live.map((c) => c.connector), connector] })
        ).find((c) => c.connector.id === connectorId)
        await waitForSettledStatus(config)
        if (current && config.state.current !== current.uid && connectionOf(current.id))
          await (await loadWalletActions()).switchConnection(config, { connector: current })
        restored ??= connectionOf(connectorId)
      }
      if (!restored) return undefined
      await rememberProvider(connector)
      return toConnection(connectorId, restored.accounts, restored.chainId)
    },

    async disconnect({ connectorId }) {
      const connector = findConnector(connectorId)
      if (!connector) return
      // Also when not connected now (start-up with reconnect off): the wallet's permission is revoked
      // and wagmi marks the connector disconnected, so the app's own wagmi reconnect skips it too.
      await waitForHydration(config)
      await waitForSettledStatus(config)
      disconnecting.add(connectorId)
      try {
        await disconnect(config, { connector })
      } finally {
        disconnecting.delete(connectorId)
      }
    },

    async connectSession(parameters) {
      // The session's provider and wagmi connector load with the wallet actions (behind import()).
      const { connectSessionConnector } = await loadWalletActions()
      const host = { config, networks: context?.networks ?? [], providers, findConnector, connectionOf }
      return connectSessionConnector(
        { ...host, toConnection, disconnect: (entry) => this.disconnect(entry) },
        parameters,
      )
    },

    async switchNetwork({ network }) {
      const { switchEip155Network } = await loadWalletActions()
      await switchEip155Network(config, network)
    },

    async getBalance({ address, network }) {
      const { getBalance } = await loadWalletActions()
      const { value, decimals, symbol } = await getBalance(config, {
        address: address as Address,
        chainId: Number(network.id),
      })
      reported.set(balanceKey(address, Number(network.id)), value)
      return { value, decimals, symbol }
    },

    async signMessage(parameters) {
      return (await loadWalletActions()).signEip155Message(config, parameters)
    },

    async signTypedData(parameters) {
      return (await loadWalletActions()).signEip155TypedData(config, parameters)
    },

    async sendTransaction(parameters) {
      return (await loadWalletActions()).sendEip155Transaction(config, parameters)
    },

    getProvider() {
      const current = config.state.current
      return current ? providers.get(current) : undefined
    },

    destroy() {
      for (const stop of stops.splice(0)) stop()
    },
  }
}
