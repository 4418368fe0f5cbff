import type { RemoteSession, RemoteSessionEvent, RemoteSessionNamespace } from '@portico/core'

/** One wallet connection made of several WalletConnect sessions over one pairing, as the one RemoteSession core holds. */
export interface CombinedRemoteSession {
  readonly remote: RemoteSession
  /** A session a later proposal over the same pairing settled (another namespace); its namespaces join. */
  add(part: RemoteSession): void
}

/**
 * Core holds one RemoteSession per wallet connection, and WalletConnect cannot add a namespace to a settled session
 * from the app's side: a namespace asked for later is a new proposal over the same pairing, hence a second session.
 * This joins them: `namespaces` is their union (the first session wins a namespace both hold), a request goes to the
 * session holding its chain, events of every part reach the listeners, and ending it ends every part — so does the
 * wallet ending any part (docs/behaviour.md#transitions: one wallet connection, every namespace). `onEnded` runs first, once.
 */
export function combineRemoteSessions(first: RemoteSession, onEnded: () => void): CombinedRemoteSession {
  const parts: RemoteSession[] = []
  const listeners = new Set<(event: RemoteSessionEvent) => void>()
  let ended = false
  const emit = (event: RemoteSessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const union = (): Record<string, RemoteSessionNamespace> => {
    const out: Record<string, RemoteSessionNamespace> = {}
    for (const part of parts) {
      for (const [key, namespace] of Object.entries(part.namespaces)) out[key] ??= namespace
    }
    return out
  }
  const end = async (except?: RemoteSession) => {
    if (ended) return
    ended = true
    onEnded()
    await Promise.all(
      parts.filter((part) => part !== except).map((part) => part.disconnect().catch(() => undefined)),
    )
  }
  const add = (part: RemoteSession) => {
    parts.push(part)
    part.subscribe((event) => {
      if (ended) return
      if (event.type === 'deleted') {
        void end(part)
        return emit(event)
      }
      emit(event.type === 'namespacesChanged' ? { type: 'namespacesChanged', namespaces: union() } : event)
    })
  }
  add(first)
  const remote: RemoteSession = {
    connectorId: first.connectorId,
    ...(first.peer ? { peer: first.peer } : {}),
    get namespaces() {
      return union()
    },
    request(parameters) {
      const namespace = parameters.chainId.split(':')[0] ?? ''
      const holder =
        parts.find((part) => part.namespaces[namespace]?.chains.includes(parameters.chainId)) ??
        parts.find((part) => part.namespaces[namespace] !== undefined) ??
        first
      return holder.request(parameters)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    disconnect: () => end(),
  }
  return { remote, add }
}
