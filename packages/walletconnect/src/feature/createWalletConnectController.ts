import type { ChainNamespace, FeatureContext, RemoteSession, WalletListing } from '@portico/core'
import { RelayError } from '../relay/createRelaySocket.js'
import { createSignClient, type SignClient } from '../sign/createSignClient.js'
import { type Session, WalletRpcError } from '../sign/SignTypes.js'
import { toRemoteSession } from '../sign/toRemoteSession.js'
import { proposalNamespaces } from './proposalNamespaces.js'
import { readStoredSession, storeSession } from './sessionStore.js'
import type { WalletConnectOptions, WalletConnectState } from './WalletConnectTypes.js'

/** The pairing lifetime (spec §5, §9): 4 minutes. */
export const PAIRING_LIFETIME_MS = 240_000
/** A pairing counts as expired this long before its end (spec §9), and a fresh URI replaces it. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** The lazily loaded side of `walletConnect()`: the Sign client, the session store and the pairing logic. */
export interface WalletConnectController {
  start(parameters?: { wallet?: WalletListing }): Promise<void>
  cancel(): void
  restore(): Promise<void>
  session(): RemoteSession | undefined
  destroy(): void
}

/** `cloudUrl` with ws(s) and `/relay`: the cloud's relay. */
export function defaultRelayUrl(cloudUrl: string | undefined): string | undefined {
  if (cloudUrl === undefined) return undefined
  const url = new URL(cloudUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/$/, '')}/relay`
  return url.toString()
}

function errorOf(error: unknown): NonNullable<WalletConnectState['error']> {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof WalletRpcError && [4001, 5000, 5001, 5002].includes(error.code))
    return { kind: 'rejected', message }
  if (error instanceof RelayError || /socket|relay/i.test(message)) return { kind: 'relay', message }
  return { kind: 'failed', message }
}

/**
 * Creates the client (no socket yet: the relay socket opens on the first pairing or resume) and the feature's
 * pairing and session logic over the feature's state slice.
 */
export function createWalletConnectController(
  context: FeatureContext<WalletConnectState>,
  options: WalletConnectOptions,
): WalletConnectController {
  const state = context.featureState
  const lifetime = options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS
  let client: SignClient | undefined
  let remote: RemoteSession | undefined
  let attempt = 0
  let pairing = 0
  let expiryTimer: ReturnType<typeof setTimeout> | undefined

  const clientOf = (): SignClient => {
    if (client) return client
    const relayUrl = options.relayUrl ?? defaultRelayUrl(context.options.cloudUrl)
    if (relayUrl === undefined)
      throw new Error('WalletConnect needs a relay: set walletConnect({ relayUrl }) or the cloudUrl option')
    client = createSignClient({
      relayUrl,
      projectId: context.options.projectId,
      metadata: options.metadata ??
        context.options.metadata ?? { name: 'Portico', description: '', url: 'http://localhost', icons: [] },
    })
    return client
  }

  const clearPairing = () => {
    if (expiryTimer !== undefined) clearTimeout(expiryTimer)
    expiryTimer = undefined
    delete state.uri
    delete state.expiresAt
  }

  /** The namespaces that take part: those whose adapter has connectSession; all of the app's without adapters. */
  const takingPart = (): ChainNamespace[] => {
    const namespaces = [...new Set(context.options.networks.map((network) => network.chainNamespace))]
    const withAdapter = namespaces.filter((namespace) =>
      context.options.adapters.some((adapter) => adapter.namespace === namespace),
    )
    if (withAdapter.length === 0) return namespaces
    return withAdapter.filter((namespace) => {
      const adapter = context.options.adapters.find((entry) => entry.namespace === namespace)
      return adapter?.connectSession !== undefined
    })
  }

  /** Wraps the session so that ending it from the widget also forgets it here. */
  const adopt = (session: Session): RemoteSession => {
    const inner = toRemoteSession(clientOf(), session)
    const wrapped: RemoteSession = {
      connectorId: inner.connectorId,
      ...(inner.peer ? { peer: inner.peer } : {}),
      get namespaces() {
        return inner.namespaces
      },
      request: (parameters) => inner.request(parameters),
      subscribe: (listener) => inner.subscribe(listener),
      async disconnect() {
        forget()
        await inner.disconnect()
      },
    }
    inner.subscribe((event) => {
      if (event.type === 'deleted') forget()
      if (event.type === 'namespacesChanged')
        storeSession(context.storage, { ...session, namespaces: event.namespaces as Session['namespaces'] })
    })
    remote = wrapped
    return wrapped
  }

  const forget = () => {
    remote = undefined
    storeSession(context.storage, undefined)
    if (state.status === 'connected') state.status = 'idle'
  }

  /**
   * One pairing URI of the visitor's attempt `mine`; 10 s before its end a fresh one replaces it. A wallet that
   * approves an earlier URI of the same attempt still connects; a rejection counts only for the current URI.
   */
  const pair = async (mine: number): Promise<void> => {
    const current = ++pairing
    try {
      const { uri, approval } = await clientOf().connect({
        optionalNamespaces: proposalNamespaces(context.options.networks, takingPart()),
        pairingTtlSeconds: Math.ceil(lifetime / 1_000),
      })
      if (mine !== attempt || current !== pairing) return
      state.uri = uri
      state.expiresAt = Date.now() + lifetime - PAIRING_EXPIRY_MARGIN_MS
      if (expiryTimer !== undefined) clearTimeout(expiryTimer)
      expiryTimer = setTimeout(
        () => {
          if (mine === attempt && current === pairing && state.status === 'pairing') void pair(mine)
        },
        Math.max(0, lifetime - PAIRING_EXPIRY_MARGIN_MS),
      )
      void approval.then(
        (session) => (mine === attempt && state.status === 'pairing' ? settle(session, mine) : undefined),
        (error: unknown) => {
          if (mine !== attempt || current !== pairing || state.status !== 'pairing') return
          clearPairing()
          state.status = 'error'
          state.error = errorOf(error)
        },
      )
    } catch (error) {
      if (mine !== attempt || current !== pairing) return
      clearPairing()
      state.status = 'error'
      state.error = errorOf(error)
    }
  }

  const start = async (parameters: { wallet?: WalletListing } = {}): Promise<void> => {
    const mine = ++attempt
    clearPairing()
    delete state.error
    if (parameters.wallet) state.wallet = parameters.wallet
    state.status = 'pairing'
    await pair(mine)
  }

  const settle = async (session: Session, mine: number) => {
    clearPairing()
    state.status = 'approving'
    storeSession(context.storage, session)
    try {
      await context.connectSession(adopt(session))
      if (mine === attempt) state.status = 'connected'
    } catch (error) {
      forget()
      if (mine !== attempt) return
      state.status = 'error'
      state.error = errorOf(error)
    }
  }

  return {
    start,
    cancel() {
      if (state.status !== 'pairing' && state.status !== 'error') return
      attempt += 1
      clearPairing()
      delete state.error
      state.status = 'idle'
    },
    async restore() {
      const session = readStoredSession(context.storage)
      if (!session) return
      try {
        await clientOf().resume(session)
        await context.connectSession(adopt(session), { silent: true })
        state.status = 'connected'
      } catch (error) {
        forget()
        console.warn('Portico: the stored WalletConnect session did not resume', error)
      }
    },
    session: () => remote,
    destroy() {
      attempt += 1
      clearPairing()
      client?.close()
    },
  }
}
