import { resetNamespace } from '../controllers/connection/resetNamespace.js'
import { mergeConnectors } from '../controllers/connectors/mergeConnectors.js'
import { loadKeptConnections } from '../controllers/multiWallet/loadKeptConnections.js'
import { applyChainChanged } from '../controllers/network/applyChainChanged.js'
import { placeAccount } from '../state/placeAccount.js'
import type { AdapterEvent } from '../types/adapter.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { PorticoContext } from './PorticoContext.js'
import { syncUnsupportedChain } from './syncUnsupportedChain.js'

function changeAccount(
  context: PorticoContext,
  namespace: ChainNamespace,
  address: string,
  accounts: string[],
) {
  const chain = context.state.chains[namespace]
  const network = chain?.networkState.caipNetwork
  if (!chain || !network || chain.accountState.address === address) return
  placeAccount(chain.accountState, namespace, network, address)
  chain.accountState.balance = undefined
  for (const connection of context.state.connections[namespace] ?? []) {
    if (connection.connectorId === context.state.activeConnectorIds[namespace]) {
      connection.accounts = accounts.map((entry) => ({ address: entry, type: 'eoa' }))
    }
  }
  context.emit({ type: 'ACCOUNT_CHANGED', namespace, address })
  void context.portico.refreshBalance({ namespace })
}

function disconnectFromWallet(context: PorticoContext, namespace: ChainNamespace) {
  resetNamespace(context, namespace, { byVisitor: false })
  context.emit({ type: 'DISCONNECT_SUCCESS', namespace })
  context.features.disconnected(namespace)
  context.portico.close()
}

/**
 * What a wallet did on its own side, as the namespace's adapter reports it: connectors merge into
 * the state; for the active connector, a new account updates the address and an empty account
 * list disconnects the namespace (or, when it keeps other connections, makes one of them active), a chain change sets the network (or the unsupported
 * placeholder, then the UnsupportedChain rule), a disconnect resets the namespace, and a
 * balance change re-reads the balance past its cache. Another connection the namespace keeps
 * (multi-wallet) gets its new accounts, or leaves the list when its wallet ends it (`applyKeptWalletEvent`, lazy).
 */
export function handleAdapterEvent(
  context: PorticoContext,
  namespace: ChainNamespace,
  event: AdapterEvent,
): void {
  if (event.type === 'connectors') {
    mergeConnectors(context, namespace, event.connectors)
    return
  }
  if (context.state.activeConnectorIds[namespace] !== event.connectorId) {
    // Another connection the namespace keeps (multi-wallet): its own accounts, or it leaves the list.
    const kept = context.state.connections[namespace]?.some(
      (entry) => entry.connectorId === event.connectorId,
    )
    if (kept && (event.type === 'disconnect' || event.type === 'accountsChanged'))
      void loadKeptConnections().then((module) => module.applyKeptWalletEvent(context, namespace, event))
    return
  }
  const [address] = event.type === 'accountsChanged' ? event.accounts : []
  if (event.type === 'disconnect' || (event.type === 'accountsChanged' && address === undefined)) {
    // With other connections kept (multi-wallet) one of them takes over; the namespace ends only without one.
    if ((context.state.connections[namespace]?.length ?? 0) < 2) disconnectFromWallet(context, namespace)
    else
      void loadKeptConnections()
        .then((module) => module.promoteKeptConnection(context, namespace, event.connectorId))
        .then((promoted) => promoted || disconnectFromWallet(context, namespace))
    return
  }
  if (event.type === 'accountsChanged') {
    if (address !== undefined) changeAccount(context, namespace, address, event.accounts)
    context.features.accountSettled(namespace, 'account')
    return
  }
  if (event.type === 'balanceChanged') {
    void context.portico.refreshBalance({ namespace, force: true })
    return
  }
  applyChainChanged(context, namespace, event.chainId)
  void context.portico.refreshBalance({ namespace })
  syncUnsupportedChain(context, namespace)
  context.features.accountSettled(namespace, 'network')
}
