import type { ChainAdapter } from '@portico/core'
import { toWalletError as toKitWalletError } from '../errors/toWalletError.js'
import { adapterLifecycle } from './adapterLifecycle.js'
import type { ChainAdapterDefinition } from './ChainAdapterDefinition.js'
import type { DriverSession } from './DriverSession.js'

/**
 * A Portico chain adapter from a chain driver, as wagmi's `createConnector` makes a connector: the adapter
 * lifecycle is here, once for every namespace (the current network, the session table, balance watchers that
 * follow a switch or an account change, `chainChanged` on a switch, the remote session's network, destroy);
 * the driver is the chain's protocol (discover, connect, accounts, read and watch a balance, sign, send).
 * Optional capabilities are the driver's: a driver without `sendTransaction` makes an adapter without it.
 * @example
 * export const myChainAdapter = () =>
 *   createChainAdapter({ namespace: 'mychain', identity: MY_IDENTITY, chainName: 'MyChain', defaultNetwork: myMainnet,
 *     unknownNetwork: (network) => new UnknownMyChainNetworkError(network), driver: (kit) => myChainDriver(kit) })
 */
export function createChainAdapter<S extends DriverSession, E extends object = object>(
  definition: ChainAdapterDefinition<S, E>,
): ChainAdapter & E {
  const lifecycle = adapterLifecycle(definition)
  const { kit, driver, table } = lifecycle
  const toWalletError = definition.toWalletError ?? toKitWalletError
  const stops: (() => void)[] = []
  const wrap = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request()
    } catch (error) {
      throw toWalletError(error)
    }
  }

  const adapter: ChainAdapter = {
    namespace: definition.namespace,
    identity: definition.identity,
    setup(context) {
      for (const stop of stops.splice(0)) stop()
      lifecycle.setContext(context)
      const stop = driver.setup?.()
      if (stop) stops.push(stop)
    },
    getConnectors: () => driver.getConnectors(),
    async connect({ connectorId, network: requested }) {
      const network = lifecycle.networkFor(requested)
      const kept = table.get(connectorId)?.session
      const session = await wrap(() => driver.connect({ connectorId, network, kept }))
      return lifecycle.start(connectorId, session, network)
    },
    async reconnect({ connectorId, network: requested }) {
      const network = lifecycle.networkFor(requested)
      const session = await driver.reconnect({ connectorId, network })
      return session && lifecycle.start(connectorId, session, network)
    },
    async disconnect({ connectorId }) {
      const session = table.get(connectorId)?.session
      table.end(connectorId)
      await driver.disconnect?.({ connectorId, session })
    },
    async switchNetwork({ network }) {
      if (!lifecycle.isKnownNetwork(network)) throw definition.unknownNetwork(network)
      const moved = await driver.switchNetwork?.({ network, active: table.active() })
      lifecycle.switched(network, moved)
    },
    async getBalance({ address, network }) {
      const balance = await driver.readBalance({ network, address })
      lifecycle.reported(network, address, balance.value)
      return balance
    },
    async signMessage({ message, address }) {
      const session = table.of(address)
      return wrap(() => driver.signMessage({ session, address, message, network: kit.network() }))
    },
    getProvider: () => table.active()?.wallet,
    destroy() {
      for (const stop of stops.splice(0)) stop()
      table.endAll()
      driver.destroy?.()
    },
  }
  const { connectSession, sendTransaction, sendTokenTransfer } = driver
  if (connectSession)
    adapter.connectSession = async ({ session, network: requested }) => {
      // The asked network when the session has it, else the first of the app's networks it has.
      const chains = session.namespaces[definition.namespace]?.chains ?? []
      const inSession = kit.networks().filter((known) => chains.includes(known.caipNetworkId))
      const asked = requested && chains.includes(requested.caipNetworkId) ? requested : undefined
      const network = lifecycle.networkFor(asked ?? inSession[0] ?? requested)
      const connected = await connectSession({ session, network, chains: inSession })
      return lifecycle.start(session.connectorId, connected, network)
    }
  if (sendTransaction)
    adapter.sendTransaction = async (parameters) => {
      const session = table.of(parameters.address)
      return wrap(() => sendTransaction({ ...parameters, session }))
    }
  if (sendTokenTransfer)
    adapter.sendTokenTransfer = async (parameters) => {
      const session = table.of(parameters.address)
      return wrap(() => sendTokenTransfer({ ...parameters, session }))
    }
  return Object.assign(adapter, definition.extend?.(kit, driver) ?? ({} as E))
}
