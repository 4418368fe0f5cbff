import { openEnvelope, sealEnvelope } from '../crypto/envelope.js'
import { deriveSymKey, generateKeyPair, generateSymKey, type KeyPair, topicOf } from '../crypto/keys.js'
import {
  createRelaySocket,
  type RelayDelivery,
  type WebSocketConstructor,
} from '../relay/createRelaySocket.js'
import { createRelayIdentity } from '../relay/signRelayJwt.js'
import {
  type PeerMetadata,
  type ProposalNamespace,
  type Session,
  type SessionEvent,
  type SessionNamespace,
  WalletRpcError,
} from './SignTypes.js'
import { SIGN_METHODS, type SignMethod } from './signTags.js'

export interface SignClientParameters {
  relayUrl: string
  projectId: string
  metadata: PeerMetadata
  WebSocket?: WebSocketConstructor | undefined
}

export interface ConnectParameters {
  optionalNamespaces: Record<string, ProposalNamespace>
  requiredNamespaces?: Record<string, ProposalNamespace> | undefined
  /** How long the pairing URI is valid, in seconds (the spec's pairing lifetime: 4 minutes). */
  pairingTtlSeconds?: number | undefined
  /**
   * Propose over a pairing this client already holds (a session's `pairingTopic`): the wallet is asked again
   * without a new QR, e.g. for a namespace the first session lacks. Its URI is then not for showing.
   */
  pairingTopic?: string | undefined
}

/** The dapp side of WalletConnect's Sign protocol, lean: pairing, session settlement, requests, events. */
export type SignClient = {
  /**
   * A pairing URI for the QR code, at once, and the session once a wallet approved (rejects when it rejected, or
   * when the relay could not take the proposal).
   */
  connect(parameters: ConnectParameters): Promise<{ uri: string; approval: Promise<Session> }>
  request(parameters: { topic: string; chainId: string; method: string; params: unknown }): Promise<unknown>
  /** Resumes a stored session after a reload (listens to its topic again). */
  resume(session: Session): Promise<void>
  disconnect(topic: string): Promise<void>
  onSessionEvent(listener: (event: SessionEvent) => void): () => void
  close(): void
}

type RpcPayload = {
  id: number
  jsonrpc: '2.0'
  method?: string
  params?: unknown
  result?: unknown
  error?: { code: number; message: string }
}

const DEFAULT_PAIRING_TTL_SECONDS = 240

export function createSignClient({
  relayUrl,
  projectId,
  metadata,
  WebSocket,
}: SignClientParameters): SignClient {
  const relay = createRelaySocket({ relayUrl, projectId, identity: createRelayIdentity(), WebSocket })
  /** The symmetric key of every topic the client listens to. */
  const keys = new Map<string, string>()
  const sessions = new Map<string, Session>()
  const waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>()
  const proposals = new Map<
    number,
    { keyPair: KeyPair; pairingTopic: string; settled(session: Session): void; failed(error: Error): void }
  >()
  const pendingSettles = new Map<string, number>()
  const listeners = new Set<(event: SessionEvent) => void>()
  let lastId = 0
  const nextId = () => {
    lastId = Math.max(lastId + 1, Date.now() * 1_000)
    return lastId
  }

  const send = async (topic: string, payload: object, tag: number, ttl: number) => {
    const symKey = keys.get(topic)
    if (!symKey) throw new Error(`No key for topic ${topic}`)
    await relay.publish(topic, sealEnvelope(symKey, JSON.stringify(payload)), { ttl, tag })
  }
  const call = async (topic: string, method: SignMethod, params: unknown): Promise<unknown> => {
    const id = nextId()
    const [tag, , ttl] = SIGN_METHODS[method]
    const answer = new Promise<unknown>((resolve, reject) => waiting.set(id, { resolve, reject }))
    await send(topic, { id, jsonrpc: '2.0', method, params }, tag, ttl)
    return answer
  }
  const reply = (topic: string, method: SignMethod, id: number, result: unknown) => {
    const [, tag, ttl] = SIGN_METHODS[method]
    return send(topic, { id, jsonrpc: '2.0', result }, tag, ttl)
  }
  const listen = async (topic: string, symKey: string) => {
    keys.set(topic, symKey)
    await relay.subscribe(topic)
  }
  const forget = (topic: string) => {
    keys.delete(topic)
    sessions.delete(topic)
    void relay.unsubscribe(topic).catch(() => undefined)
  }
  const emit = (event: SessionEvent) => {
    for (const listener of listeners) listener(event)
  }

  const onResponse = async (topic: string, payload: RpcPayload) => {
    const proposal = proposals.get(payload.id)
    if (proposal && topic === proposal.pairingTopic) {
      proposals.delete(payload.id)
      if (payload.error) return proposal.failed(new WalletRpcError(payload.error.code, payload.error.message))
      const { responderPublicKey } = payload.result as { responderPublicKey: string }
      const symKey = deriveSymKey(proposal.keyPair.privateKey, responderPublicKey)
      const sessionTopic = topicOf(symKey)
      pendingSettles.set(sessionTopic, payload.id)
      settlers.set(sessionTopic, proposal)
      await listen(sessionTopic, symKey)
      return
    }
    const entry = waiting.get(payload.id)
    if (!entry) return
    waiting.delete(payload.id)
    if (payload.error) entry.reject(new WalletRpcError(payload.error.code, payload.error.message))
    else entry.resolve(payload.result)
  }
  const settlers = new Map<string, { pairingTopic: string; settled(session: Session): void }>()

  const onRequest = async (topic: string, payload: RpcPayload) => {
    const method = payload.method as SignMethod
    // The wallet's params, per method (the official clients validate what they send).
    const params = (payload.params ?? {}) as {
      namespaces: Record<string, SessionNamespace>
      controller: Session['peer']
      expiry: number
      chainId: string
      event?: { name: string; data: unknown }
      code: number
      message: string
    }
    switch (method) {
      case 'wc_sessionSettle': {
        const settler = settlers.get(topic)
        if (!settler) return
        settlers.delete(topic)
        pendingSettles.delete(topic)
        const session: Session = {
          topic,
          symKey: keys.get(topic) ?? '',
          pairingTopic: settler.pairingTopic,
          pairingSymKey: keys.get(settler.pairingTopic) ?? '',
          namespaces: params.namespaces as Record<string, SessionNamespace>,
          peer: params.controller,
          expiry: params.expiry,
        }
        sessions.set(topic, session)
        await reply(topic, method, payload.id, true)
        settler.settled(session)
        return
      }
      case 'wc_sessionUpdate': {
        const session = sessions.get(topic)
        if (session) session.namespaces = params.namespaces
        await reply(topic, method, payload.id, true)
        emit({ type: 'update', topic, namespaces: params.namespaces })
        return
      }
      case 'wc_sessionEvent':
        await reply(topic, method, payload.id, true)
        emit({
          type: 'event',
          topic,
          chainId: params.chainId,
          name: params.event?.name ?? '',
          data: params.event?.data,
        })
        return
      case 'wc_sessionDelete':
        await reply(topic, method, payload.id, true).catch(() => undefined)
        forget(topic)
        emit({ type: 'delete', topic, reason: { code: params.code, message: params.message } })
        return
      case 'wc_sessionExtend': {
        const session = sessions.get(topic)
        if (session) session.expiry = params.expiry
        await reply(topic, method, payload.id, true)
        return
      }
      case 'wc_sessionPing':
      case 'wc_pairingPing':
        await reply(topic, method, payload.id, true)
        return
      case 'wc_pairingDelete':
        await reply(topic, method, payload.id, true).catch(() => undefined)
        forget(topic)
        return
      case 'wc_sessionPropose':
      case 'wc_sessionRequest':
        // Requests only a dapp sends: this client's own, which the relay delivers again to a client that listens to
        // the topic anew (a reload resuming its session and pairing). Unanswered: an answer would be a response the
        // wallet takes for the dapp's (an error for a proposal makes it drop that proposal and fail on the message).
        return
      default: {
        // A request this client does not handle: JSON-RPC 'method not found', so the wallet does not wait.
        const [, tag, ttl] = SIGN_METHODS.wc_sessionRequest
        await send(
          topic,
          {
            id: payload.id,
            jsonrpc: '2.0',
            error: { code: -32601, message: `Unsupported method ${payload.method}` },
          },
          tag,
          ttl,
        )
      }
    }
  }

  relay.onMessage((delivery: RelayDelivery) => {
    const symKey = keys.get(delivery.topic)
    if (!symKey) return
    let payload: RpcPayload
    try {
      payload = JSON.parse(openEnvelope(symKey, delivery.message)) as RpcPayload
    } catch {
      return
    }
    const handled = payload.method ? onRequest(delivery.topic, payload) : onResponse(delivery.topic, payload)
    handled.catch(() => undefined)
  })

  return {
    async connect({
      optionalNamespaces,
      requiredNamespaces = {},
      pairingTtlSeconds = DEFAULT_PAIRING_TTL_SECONDS,
      pairingTopic: existing,
    }) {
      const known = existing === undefined ? undefined : keys.get(existing)
      if (existing !== undefined && known === undefined) throw new Error(`No pairing ${existing}`)
      const symKey = known ?? generateSymKey()
      const pairingTopic = existing ?? topicOf(symKey)
      const expiryTimestamp = Math.floor(Date.now() / 1_000) + pairingTtlSeconds
      const keyPair = generateKeyPair()
      const id = nextId()
      let fail: (error: Error) => void = () => undefined
      const approval = new Promise<Session>((settled, failed) => {
        fail = failed
        proposals.set(id, { keyPair, pairingTopic, settled, failed })
      })
      const [tag, , ttl] = SIGN_METHODS.wc_sessionPropose
      // The URI needs no answer from the relay: it is returned at once (the QR shows while the pairing topic is
      // subscribed and the proposal published, in that order); a relay failure rejects `approval`.
      const published = (async () => {
        if (known === undefined) await listen(pairingTopic, symKey)
        await send(
          pairingTopic,
          {
            id,
            jsonrpc: '2.0',
            method: 'wc_sessionPropose',
            params: {
              requiredNamespaces,
              optionalNamespaces,
              relays: [{ protocol: 'irn' }],
              proposer: { publicKey: keyPair.publicKey, metadata },
              expiryTimestamp,
              pairingTopic,
            },
          },
          tag,
          Math.min(ttl, pairingTtlSeconds),
        )
      })()
      published.catch((error: unknown) => {
        proposals.delete(id)
        fail(error instanceof Error ? error : new Error(String(error)))
      })
      const uri = `wc:${pairingTopic}@2?${new URLSearchParams({
        expiryTimestamp: String(expiryTimestamp),
        'relay-protocol': 'irn',
        symKey,
      })}`
      return { uri, approval }
    },

    async request({ topic, chainId, method, params }) {
      if (!sessions.has(topic)) throw new Error(`No session ${topic}`)
      const [, , ttl] = SIGN_METHODS.wc_sessionRequest
      return call(topic, 'wc_sessionRequest', {
        request: { method, params, expiryTimestamp: Math.floor(Date.now() / 1_000) + ttl },
        chainId,
      })
    },

    async resume(session) {
      sessions.set(session.topic, session)
      await listen(session.topic, session.symKey)
      // The pairing too, so a later proposal (another namespace) can use it without a new QR.
      if (session.pairingSymKey && !keys.has(session.pairingTopic))
        await listen(session.pairingTopic, session.pairingSymKey)
    },

    async disconnect(topic) {
      const [tag, , ttl] = SIGN_METHODS.wc_sessionDelete
      if (sessions.has(topic)) {
        await send(
          topic,
          {
            id: nextId(),
            jsonrpc: '2.0',
            method: 'wc_sessionDelete',
            params: { code: 6000, message: 'User disconnected.' },
          },
          tag,
          ttl,
        )
      }
      forget(topic)
    },

    onSessionEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    close() {
      relay.close()
    },
  }
}
