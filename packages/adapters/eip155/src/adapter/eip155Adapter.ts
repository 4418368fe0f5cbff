import type { AdapterContext, ChainAdapter } from '@portico/core'
import { type Config, watchConnectors } from '@wagmi/core'
import type { Address } from 'viem'
import { loadWalletActions } from '../actions/loadWalletActions.js'
import { addInjectedConnector } from '../connectors/addInjectedConnector.js'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError.js'
import { toWalletError } from '../errors/toWalletError.js'
import { watchBalanceChanges } from '../events/watchBalanceChanges.js'
import { watchWalletEvents } from '../events/watchWalletEvents.js'
import type { SessionHost } from '../session/connectSessionConnector.js'
import { reconnectEip155 } from './reconnectEip155.js'
import { wagmiConnectors } from './wagmiConnectors.js'
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
  const connectors = wagmiConnectors(config)
  const { providers, findConnector, connectionOf, toConnection, resolveProviders } = connectors
  const getConnectors = () => connectors.getConnectors(context)
  const emit: AdapterContext['emit'] = (event) => context?.emit(event)
  const disconnecting = new Set<string>()
  const stops: (() => void)[] = []
  /** The balances this adapter last returned, so the balance watcher, live a moment after connecting, can tell the app's is stale. */
  const reported = new Map<string, bigint>()
  const balanceKey = (address: string, chainId: number) => `${chainId} ${address.toLowerCase()}`

  return {
    namespace: 'eip155',
    // Two adapter objects over one wagmi config are the same adapter (StrictMode runs factories twice).
    identity: config,

    async setup(adapterContext) {
      for (const stop of stops.splice(0)) stop()
      context = adapterContext
      // wagmi ignores EIP-6963 announcements until it has read its storage.
      await waitForHydration(config)
      if (adapterContext.enableInjected) addInjectedConnector(config)
      await resolveProviders()
      stops.push(
        watchConnectors(config, {
          onChange: async () => {
            await resolveProviders()
            emit({ type: 'connectors', connectors: getConnectors() })
          },
        }),
        watchWalletEvents(config, emit, (connectorId) => disconnecting.has(connectorId)),
        watchBalanceChanges(config, emit, (address, chainId) => reported.get(balanceKey(address, chainId))),
      )
    },

    getConnectors,

    // The wallet actions (connect, balances, signatures: about 85 KB of wagmi's and viem's code) load when the modal
    // opens, not at start-up: a click on a wallet still finds `connect` loaded, and a page whose visitor never opens
    // the modal never loads them. A restored connection loads them with its first balance reading.
    prepare() {
      loadWalletActions().catch(() => undefined)
    },

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
        const { accounts, chainId } = await (await loadWalletActions()).connect(config, {
          connector,
          ...(network ? { chainId: Number(network.id) } : {}),
        })
        await connectors.rememberProvider(connector)
        return toConnection(connectorId, accounts, chainId)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    reconnect: ({ connectorId }) => reconnectEip155(config, connectors, connectorId),

    async disconnect({ connectorId }) {
      const connector = findConnector(connectorId)
      if (!connector) return
      // Also when not connected now (start-up with reconnect off): the wallet's permission is revoked
      // and wagmi marks the connector disconnected, so the app's own wagmi reconnect skips it too.
      await waitForHydration(config)
      await waitForSettledStatus(config)
      disconnecting.add(connectorId)
      try {
        await (await loadWalletActions()).disconnect(config, { connector })
      } finally {
        disconnecting.delete(connectorId)
      }
    },

    async connectSession(parameters) {
      // The session's provider and wagmi connector load with the wallet actions (behind import()).
      const { connectSessionConnector } = await loadWalletActions()
      const networks = context?.networks ?? []
      const host: SessionHost = {
        ...connectors,
        config,
        networks,
        disconnect: (entry) => this.disconnect(entry),
      }
      return connectSessionConnector(host, parameters)
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

    signMessage: async (parameters) => (await loadWalletActions()).signEip155Message(config, parameters),
    signTypedData: async (parameters) => (await loadWalletActions()).signEip155TypedData(config, parameters),
    sendTransaction: async (parameters) =>
      (await loadWalletActions()).sendEip155Transaction(config, parameters),

    getProvider() {
      const current = config.state.current
      return current ? providers.get(current) : undefined
    },

    destroy() {
      for (const stop of stops.splice(0)) stop()
    },
  }
}
