import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import { syncUnsupportedChain } from '../../instance/syncUnsupportedChain.js'
import { toWalletError } from '../../instance/toWalletError.js'
import type { CaipNetworkId, ChainNamespace } from '../../types/namespace.js'
import type { Network } from '../../types/network.js'
import type { RemoteSession } from '../../types/remoteSession.js'
import { reportError } from '../errorReports/reportError.js'
import { applyConnection } from './applyConnection.js'
import { forgetRemoteSession } from './forgetRemoteSession.js'
import { preferredAccountType } from './preferredAccountType.js'
import { resetNamespace } from './resetNamespace.js'
import {
  endRemoteAttempt,
  type StartedRemoteAttempt,
  sessionNamespaces,
  startRemoteAttempt,
} from './startRemoteAttempt.js'

/** The network to connect a namespace on: the current one when the session holds it, else the app's first it holds. */
function networkFor(context: PorticoContext, namespace: ChainNamespace, chains: readonly string[]) {
  const chain = context.state.chains[namespace]
  if (!chain) return undefined
  const current = chain.networkState.caipNetwork
  const held = (network: Network) => chains.includes(network.caipNetworkId)
  if (current && isNetworkSupported(chain.caipNetworks, current) && held(current)) return current
  return chain.caipNetworks.find(held) ?? current
}

/** The session's `deleted` (the wallet ended it, or it expired): each namespace it holds is disconnected. */
function watchDeletion(context: PorticoContext, session: RemoteSession): () => void {
  return session.subscribe((event) => {
    if (event.type !== 'deleted' || context.remoteSessions.get(session.connectorId)?.session !== session)
      return
    forgetRemoteSession(context, session.connectorId)
    for (const chain of Object.values(context.state.chains)) {
      const { namespace } = chain
      if (context.state.activeConnectorIds[namespace] !== session.connectorId) continue
      void context.adapters
        .get(namespace)
        ?.disconnect({ connectorId: session.connectorId })
        .catch(() => undefined)
      resetNamespace(context, namespace, { byVisitor: false })
      context.emit({ type: 'DISCONNECT_SUCCESS', namespace })
      context.features.disconnected(namespace)
    }
    if (context.state.modal.open) context.portico.close()
  })
}

async function connectNamespace(
  context: PorticoContext,
  session: RemoteSession,
  namespace: ChainNamespace,
  silent: boolean,
  started: StartedRemoteAttempt | undefined,
): Promise<void> {
  const adapter = context.adapters.get(namespace)
  const chain = context.state.chains[namespace]
  if (!adapter?.connectSession || !chain) return
  // Still 'connecting' as the call left it: the status before the call (else start-up's restore has moved it since).
  const status = chain.accountState.status
  const previousStatus = status === 'connecting' ? (started?.previous[namespace] ?? status) : status
  chain.accountState.status = 'connecting'
  try {
    const network = networkFor(context, namespace, session.namespaces[namespace]?.chains ?? [])
    const result = await adapter.connectSession(network ? { session, network } : { session })
    applyConnection(context, namespace, result)
    const user = session.account?.user
    if (user) {
      chain.accountState.user = user
      chain.accountState.smartAccountDeployed = user.smartAccountDeployed === true
    }
    // The wallet's own list of accounts and their types where it gives one (the embedded wallet's smart account and
    // EOA): the adapter sees only the address it answers with.
    if (user?.preferredAccountType)
      chain.accountState.preferredAccountType = preferredAccountType(
        context,
        namespace,
        user.accounts ?? result.accounts,
        user.preferredAccountType,
      )
    // The networks the wallet approved for this namespace (its session's chains).
    chain.networkState.approvedCaipNetworkIds = (session.namespaces[namespace]?.chains ?? []).filter(
      (id): id is CaipNetworkId => id.startsWith(`${namespace}:`),
    )
    if (session.account?.socialProvider) chain.accountState.socialProvider = session.account.socialProvider
    const info = chain.accountState.connectedWalletInfo
    if (info) {
      info.type = session.connectorType ?? 'WALLET_CONNECT'
      if (session.peer) {
        info.name = session.peer.name
        if (session.peer.icon !== undefined) info.icon = session.peer.icon
      }
    }
    if (!silent) {
      context.emit({
        type: 'CONNECT_SUCCESS',
        name: info?.name ?? session.connectorId,
        connectorId: session.connectorId,
        namespace,
        address: result.address,
      })
    }
  } catch (error) {
    chain.accountState.status = previousStatus === 'connecting' ? 'disconnected' : previousStatus
    const typed = toWalletError(error)
    if (!silent)
      context.emit({
        type: 'CONNECT_ERROR',
        connectorId: session.connectorId,
        namespace,
        message: typed.shortMessage,
      })
    reportError(context, 'CONNECTION', typed)
    throw typed
  }
}

/**
 * Connects each namespace of a remote wallet's session through its adapter's `connectSession` (feature
 * contract, docs/architecture.md "WalletConnect and other remote wallets"): applied as a connect does, or with
 * `silent` as a start-up reconnect does. The session is kept so that a disconnect of any of its namespaces
 * ends it once, and its `deleted` event disconnects them all. With `namespaces`, only those are connected, and a
 * session already held stays held as it is (a namespace the wallet added later). A connect (not `silent`) goes
 * 'connecting' in the call, with `state.connectAttempt` waiting (startRemoteAttempt), waits for start-up, and ends the
 * attempt: connected, or as its first failure says.
 */
export async function connectRemoteSession(
  context: PorticoContext,
  session: RemoteSession,
  parameters: { silent?: boolean; namespaces?: readonly ChainNamespace[] } = {},
): Promise<ChainNamespace[]> {
  const silent = parameters.silent === true
  const only = parameters.namespaces
  const started = silent ? undefined : startRemoteAttempt(context, session, only)
  // A connect asked before start-up finished waits for it: the adapters are set up (their events reach the instance)
  // and the stored connections restored, so the restore does not act on the namespaces this connects.
  if (!silent) await context.portico.ready
  // More namespaces of the session already held (the wallet added them later): the others stay as they are.
  const held = only !== undefined && context.remoteSessions.get(session.connectorId)?.session === session
  if (!held) {
    forgetRemoteSession(context, session.connectorId)
    context.remoteSessions.set(session.connectorId, { session, unsubscribe: watchDeletion(context, session) })
  }
  const namespaces = sessionNamespaces(context, session, only)
  const preferred = context.state.activeNamespace
  const results = await Promise.allSettled(
    namespaces.map((namespace) => connectNamespace(context, session, namespace, silent, started)),
  )
  const connected = namespaces.filter((_, index) => results[index]?.status === 'fulfilled')
  const failure = results.find((result) => result.status === 'rejected')
  if (connected.length === 0 && failure) {
    if (!held) forgetRemoteSession(context, session.connectorId)
    if (started) endRemoteAttempt(context, started, failure.reason)
    throw failure.reason
  }
  if (started) endRemoteAttempt(context, started)
  // Each applied connection makes its namespace active; the one the visitor was on stays active when it connected.
  if (preferred !== undefined && connected.includes(preferred)) {
    context.state.activeNamespace = preferred
    // Stored too, so a reload lands on it again (each applied connection stored its own namespace).
    context.storage.set('activeNamespace', preferred)
    const network = context.state.chains[preferred]?.networkState.caipNetwork
    if (network) context.storage.set('activeNetworkId', network.caipNetworkId)
  }
  if (connected.length > 0 && !silent && context.state.modal.open) context.portico.close()
  for (const namespace of connected) {
    void context.portico.refreshBalance({ namespace })
    syncUnsupportedChain(context, namespace)
    context.features.accountSettled(namespace, silent ? 'restore' : 'connect')
  }
  return connected
}
