import type { AdapterConnection, AdapterContext, Network } from '@portico/core'
import { adapterStorage } from './adapterStorage.js'
import type { ChainAdapterDefinition } from './ChainAdapterDefinition.js'
import type { ChainDriver } from './ChainDriver.js'
import type { ChainDriverKit } from './ChainDriverKit.js'
import type { DriverSession } from './DriverSession.js'
import { type SessionTable, sessionTable } from './sessionTable.js'
import { watchDriverBalance } from './watchDriverBalance.js'

/** The state one adapter keeps under its driver, and the steps its methods share. */
export interface AdapterLifecycle<S extends DriverSession> {
  kit: ChainDriverKit<S>
  driver: ChainDriver<S>
  table: SessionTable<S>
  setContext(context: AdapterContext): void
  /** The asked network, else the current one, else the app's first, else the namespace's default. */
  networkFor(requested: Network | undefined): Network
  isKnownNetwork(network: Network): boolean
  /** Records the network and starts the connector's session on it (ending its previous one). */
  start(connectorId: string, session: S, network: Network): AdapterConnection
  /** Records the network switched to; each session takes its moved accounts and reports chainChanged. */
  switched(network: Network, moved: Map<string, S> | undefined): void
  /** Remembers a balance the adapter returned, for watchers whose first reading comes late. */
  reported(network: Network, address: string, value: bigint): void
}

const addressesOf = (session: DriverSession) => session.accounts.map((account) => account.address).join()

/** The lifecycle that {@link createChainAdapter} puts around a chain driver. */
export function adapterLifecycle<S extends DriverSession>(
  definition: ChainAdapterDefinition<S, object>,
): AdapterLifecycle<S> {
  let context: AdapterContext | undefined
  let network: Network | undefined
  const balances = new Map<string, bigint>()
  const balanceKey = (target: Network, address: string) => `${target.caipNetworkId} ${address}`
  const chainIdOf = definition.chainIdOf ?? ((target: Network) => target.id)
  const emit: AdapterContext['emit'] = (event) => context?.emit(event)
  const networkFor = (requested: Network | undefined): Network =>
    requested ?? network ?? context?.networks[0] ?? definition.defaultNetwork

  // The driver is made below; the table's callbacks only run once it is.
  let driver: ChainDriver<S> | undefined
  const table = sessionTable<S>({
    chainName: definition.chainName,
    watchBalance(connectorId, address) {
      const watched = network
      if (!address || !watched || !driver) return () => undefined
      return watchDriverBalance(driver.watchBalance, {
        network: watched,
        address,
        knownValue: () => balances.get(balanceKey(watched, address)),
        onChange: () => emit({ type: 'balanceChanged', connectorId }),
      })
    },
    follow: (connectorId, session) => driver?.follow?.(connectorId, session) ?? (() => undefined),
  })

  const kit: ChainDriverKit<S> = {
    networks: () => context?.networks ?? [],
    network: (fallback) => network ?? networkFor(fallback),
    emit,
    session: (connectorId) => table.get(connectorId)?.session,
    active: () => table.active(),
    sessions: () => table.entries().map(([connectorId, live]) => [connectorId, live.session]),
    async update(connectorId, change) {
      const live = table.get(connectorId)
      if (!live) return
      const changed = change(live.session)
      // A change that answers at once is applied at once (no turn of the event loop in between).
      const next = changed instanceof Promise ? await changed : changed
      if (table.get(connectorId) !== live) return
      if (!next || next.accounts.length === 0) {
        table.end(connectorId)
        emit({ type: 'disconnect', connectorId })
        return
      }
      if (addressesOf(next) === addressesOf(live.session)) return
      table.replace(connectorId, next)
      emit({
        type: 'accountsChanged',
        connectorId,
        accounts: next.accounts.map((account) => account.address),
      })
    },
    storage: adapterStorage(() => context?.storage),
    endSessions(match) {
      for (const [connectorId, live] of table.entries()) {
        if (!match(live.session)) continue
        table.end(connectorId)
        emit({ type: 'disconnect', connectorId })
      }
    },
  }
  driver = definition.driver(kit)

  return {
    kit,
    driver,
    table,
    setContext(next) {
      context = next
    },
    networkFor,
    isKnownNetwork: (target) =>
      (context?.networks ?? []).some((known) => known.caipNetworkId === target.caipNetworkId),
    start(connectorId, session, target) {
      table.end(connectorId)
      network = target
      table.start(connectorId, session)
      return {
        connectorId,
        address: session.address,
        accounts: session.accounts.map(({ address, type }) => ({ address, type })),
        chainId: chainIdOf(target),
      }
    },
    switched(target, moved) {
      network = target
      for (const [connectorId, live] of table.entries()) {
        const next = moved?.get(connectorId) ?? live.session
        const accountsMoved = addressesOf(next) !== addressesOf(live.session)
        table.replace(connectorId, next)
        emit({ type: 'chainChanged', connectorId, chainId: chainIdOf(target) })
        if (accountsMoved)
          emit({
            type: 'accountsChanged',
            connectorId,
            accounts: next.accounts.map((account) => account.address),
          })
      }
    },
    reported(target, address, value) {
      balances.set(balanceKey(target, address), value)
    },
  }
}
