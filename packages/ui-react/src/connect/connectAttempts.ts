import { type ChainNamespace, type Portico, UserRejectedError } from '@portico/core'

export interface ConnectAttempt {
  walletKey: string
  connectorId: string
  namespace: ChainNamespace
  status: 'waiting' | 'rejected' | 'error' | 'connected'
  /** Why the attempt failed (shown translated by the view). */
  error?: unknown
}

interface Store {
  attempt: ConnectAttempt | undefined
  listeners: Set<() => void>
}

const stores = new WeakMap<Portico, Store>()

function storeOf(portico: Portico): Store {
  let store = stores.get(portico)
  if (!store) {
    store = { attempt: undefined, listeners: new Set() }
    stores.set(portico, store)
  }
  return store
}

function set(store: Store, attempt: ConnectAttempt) {
  store.attempt = attempt
  for (const listener of store.listeners) listener()
}

/**
 * Starts connecting a wallet and records how it goes, per instance. Called from the click handler,
 * so wallets that open a popup get the user gesture they need.
 */
export function startConnect(portico: Portico, target: Omit<ConnectAttempt, 'status' | 'error'>): void {
  const store = storeOf(portico)
  const attempt: ConnectAttempt = { ...target, status: 'waiting' }
  set(store, attempt)
  portico.connect({ connectorId: target.connectorId, namespace: target.namespace }).then(
    () => store.attempt === attempt && set(store, { ...attempt, status: 'connected' }),
    (error: unknown) => {
      if (store.attempt !== attempt) return
      const rejected = error instanceof UserRejectedError
      set(store, { ...attempt, status: rejected ? 'rejected' : 'error', error })
    },
  )
}

/** The latest attempt of an instance, and a subscription to its changes (for useSyncExternalStore). */
export function connectAttempts(portico: Portico) {
  const store = storeOf(portico)
  return {
    get: () => store.attempt,
    subscribe(listener: () => void) {
      store.listeners.add(listener)
      return () => {
        store.listeners.delete(listener)
      }
    },
  }
}
