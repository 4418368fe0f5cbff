import type { RemoteSession, RemoteSessionEvent, RemoteSessionNamespace } from '@portico/core'
import type { SignClient } from './createSignClient.js'
import type { Session, SessionNamespace } from './SignTypes.js'

/**
 * A settled WalletConnect session as core's `RemoteSession`: the contract every namespace's adapter acts through.
 * The wallet's `accountsChanged` (CAIP-10 or plain addresses), `chainChanged`, `session_update` and
 * `session_delete` become RemoteSessionEvents.
 */
export function toRemoteSession(
  client: SignClient,
  session: Session,
  connectorId = 'walletConnect',
): RemoteSession {
  let namespaces = normalise(session.namespaces)
  const listeners = new Set<(event: RemoteSessionEvent) => void>()
  const emit = (event: RemoteSessionEvent) => {
    for (const listener of listeners) listener(event)
  }
  client.onSessionEvent((event) => {
    if (event.topic !== session.topic) return
    if (event.type === 'delete') return emit({ type: 'deleted' })
    if (event.type === 'update') {
      namespaces = normalise(event.namespaces)
      return emit({ type: 'namespacesChanged', namespaces })
    }
    if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
      return emit({ type: 'accountsChanged', chainId: event.chainId, accounts: event.data.map(String) })
    }
    if (event.name === 'chainChanged') {
      const reference = String(event.data)
      const namespace = event.chainId.split(':')[0] ?? 'eip155'
      const chainId = reference.includes(':')
        ? reference
        : `${namespace}:${reference.startsWith('0x') ? Number.parseInt(reference, 16) : reference}`
      emit({ type: 'chainChanged', chainId })
    }
  })
  const icon = session.peer.metadata.icons[0]
  return {
    connectorId,
    peer: { name: session.peer.metadata.name, ...(icon === undefined ? {} : { icon }) },
    get namespaces() {
      return namespaces
    },
    request: ({ chainId, method, params }) =>
      client.request({ topic: session.topic, chainId, method, params }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    disconnect: () => client.disconnect(session.topic),
  }
}

/** A settled namespace may leave `chains` out: they are then the chains of its accounts. */
function normalise(namespaces: Record<string, SessionNamespace>): Record<string, RemoteSessionNamespace> {
  const out: Record<string, RemoteSessionNamespace> = {}
  for (const [key, namespace] of Object.entries(namespaces)) {
    const chains = namespace.chains ?? [
      ...new Set(namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':'))),
    ]
    out[key] = { chains, accounts: namespace.accounts, methods: namespace.methods, events: namespace.events }
  }
  return out
}
