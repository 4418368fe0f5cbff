import type { ChainNamespace, FeatureContext, RemoteSession, WalletListing } from '@portico/core'
import { RelayError } from '../relay/createRelaySocket.js'
import { createSignClient, type SignClient } from '../sign/createSignClient.js'
import { type Session, WalletRpcError } from '../sign/SignTypes.js'
import { toRemoteSession } from '../sign/toRemoteSession.js'
import { type CombinedRemoteSession, combineRemoteSessions } from './combineRemoteSessions.js'
import { proposalNamespaces } from './proposalNamespaces.js'
import { readStoredSessions, storeSessions } from './sessionStore.js'
import type { WalletConnectOptions, WalletConnectState } from './WalletConnectTypes.js'

/** The pairing lifetime (spec §5, §9): 4 minutes. */
export const PAIRING_LIFETIME_MS = 240_000
/** A pairing counts as expired this long before its end (spec §9), and a fresh URI replaces it. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** The lazily loaded side of `walletConnect()`: the Sign client, the session store and the pairing logic. */
export interface WalletConnectController {
  start(parameters?: { wallet?: WalletListing }): Promise<void>
  cancel(): void
  addNamespace(namespace: ChainNamespace): Promise<void>
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
  let remote: CombinedRemoteSession | undefined
  /** The settled sessions of the wallet connection: the first, then those later proposals over its pairing added. */
  let sessions: Session[] = []
  /** Namespaces being asked for over the existing pairing (the visitor picked one of their networks). */
  const asking = new Set<ChainNamespace>()
  let stopWatching: (() => void) | undefined
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

  /** Wraps a settled session for core; ending any of its sessions from the widget or the wallet forgets them here. */
  const adopt = (session: Session): RemoteSession => {
    const part = toRemoteSession(clientOf(), session)
    part.subscribe((event) => {
      if (event.type !== 'namespacesChanged') return
      sessions = sessions.map((each) =>
        each.topic === session.topic
          ? { ...each, namespaces: event.namespaces as Session['namespaces'] }
          : each,
      )
      storeSessions(context.storage, sessions)
    })
    if (remote) {
      remote.add(part)
      return remote.remote
    }
    remote = combineRemoteSessions(part, forget)
    watchNetworkPicks()
    return remote.remote
  }

  const forget = () => {
    delete state.adding
    remote = undefined
    sessions = []
    stopWatching?.()
    stopWatching = undefined
    storeSessions(context.storage, [])
    if (state.status === 'connected') state.status = 'idle'
  }

  /**
   * The visitor picked a network of a namespace the wallet connection lacks (it approved fewer than were asked,
   * or the app added one): the wallet is asked for it over the existing pairing — no new QR — and once it
   * approves, that namespace connects through the same wallet connection.
   */
  const watchNetworkPicks = () => {
    stopWatching?.()
    stopWatching = context.portico.subscribeEvents(({ event }) => {
      if (event.type !== 'SWITCH_NETWORK') return
      const namespace = event.caipNetworkId.split(':')[0] as ChainNamespace
      if (!remote || remote.remote.namespaces[namespace] !== undefined || asking.has(namespace)) return
      if (!takingPart().includes(namespace)) return
      if (context.state.chains[namespace]?.accountState.status === 'connected') return
      void ask(namespace)
    })
  }

  /** The wallet is asked for `namespace`; `state.adding` shows it waiting, then connected (gone) or why not. */
  const ask = async (namespace: ChainNamespace) => {
    const pairingTopic = sessions[0]?.pairingTopic
    if (pairingTopic === undefined || !remote || remote.remote.namespaces[namespace] || asking.has(namespace))
      return
    asking.add(namespace)
    state.adding = { namespace, status: 'waiting' }
    try {
      const { approval } = await clientOf().connect({
        pairingTopic,
        optionalNamespaces: proposalNamespaces(context.options.networks, [namespace]),
      })
      const added = await approval
      if (!remote || sessions[0]?.pairingTopic !== pairingTopic) return
      sessions = [...sessions, added]
      storeSessions(context.storage, sessions)
      const joined = adopt(added)
      const held = Object.keys(added.namespaces).filter((key): key is ChainNamespace =>
        takingPart().includes(key as ChainNamespace),
      )
      await context.connectSession(joined, { namespaces: held })
      if (state.adding?.namespace === namespace) delete state.adding
    } catch (error) {
      if (remote && sessions[0]?.pairingTopic === pairingTopic)
        state.adding = { namespace, status: 'error', error: errorOf(error) }
    } finally {
      asking.delete(namespace)
    }
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
    remote = undefined
    sessions = [session]
    storeSessions(context.storage, sessions)
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
      if (state.adding?.status === 'error') delete state.adding
      if (state.status !== 'pairing' && state.status !== 'error') return
      attempt += 1
      clearPairing()
      delete state.error
      state.status = 'idle'
    },
    async restore() {
      const stored = readStoredSessions(context.storage)
      if (stored.length === 0) return
      try {
        for (const session of stored) await clientOf().resume(session)
        sessions = stored
        let joined: RemoteSession | undefined
        for (const session of stored) joined = adopt(session)
        if (joined) await context.connectSession(joined, { silent: true })
        state.status = 'connected'
      } catch (error) {
        forget()
        console.warn('Portico: the stored WalletConnect session did not resume', error)
      }
    },
    addNamespace: ask,
    session: () => remote?.remote,
    destroy() {
      attempt += 1
      stopWatching?.()
      clearPairing()
      client?.close()
    },
  }
}
