import { createHash } from 'node:crypto'
import type { z } from 'zod'
import type { RateLimiter } from '../http/createRateLimiter.js'
import type { Logger } from '../log/createLogger.js'
import type { RelayHub, RelaySubscriber } from './createRelayHub.js'
import type { RelayMailbox } from './createRelayMailbox.js'
import { createRelayQuotas } from './createRelayQuotas.js'
import type { RelayLimits } from './RelayLimits.js'
import { RELAY_ERROR, RelayRpcError } from './RelayRpcError.js'
import {
  approveSessionParams,
  batchFetchMessagesParams,
  batchPublishParams,
  batchSubscribeParams,
  batchUnsubscribeParams,
  proposeSessionParams,
  publishParams,
  subscribeParams,
  unsubscribeParams,
} from './relayParamsSchemas.js'

/** Tags the relay gives the messages it publishes for wc_proposeSession and wc_approveSession. */
const TAG = { proposal: 1100, proposalResponse: 1101, sessionSettle: 1102 } as const
/** TTL of those messages when the client gives none (the clients' own default). */
const DEFAULT_TTL_SECONDS = 300
/** How long the relay keeps a wallet subscribed to a session topic it subscribed it to (a session's default life). */
const SESSION_SUBSCRIPTION_MS = 7 * 24 * 60 * 60 * 1_000
/** Messages replayed to one socket per subscribe or fetch. */
const REPLAY_LIMIT = 500
/** Message ids a socket remembers having pushed, so a message arriving twice (replay and live) is pushed once. */
const SEEN_LIMIT = 5_000

export type RelaySessionParameters = {
  /** The did:key of the client (its JWT issuer). */
  clientId: string
  /** The project the socket was opened for: its messages count against that project's mailbox quota. */
  projectId: string
  /** The socket's client address (behind the trusted proxies): the per-address limits count by it. */
  clientAddress: string
  send(text: string): void
  mailbox: RelayMailbox
  hub: RelayHub
  limits: RelayLimits
  rateLimiter: RateLimiter
  logger: Logger
  now?: () => number
}

/** One socket's conversation: its subscriptions, the pushes it has not acknowledged yet. */
export type RelaySession = {
  /**
   * Restores the subscriptions the relay made for this client earlier, and replays what it missed, within the
   * address's read limit.
   */
  open(): Promise<void>
  /** Handles one text frame; frames are handled one after the other, in order. */
  receive(text: string): Promise<void>
  /** The socket closed: leaves every topic (unacknowledged messages stay in the mailbox). */
  close(): void
}

type Handler = (params: unknown) => Promise<unknown>

export function createRelaySession({
  clientId,
  projectId,
  clientAddress,
  send,
  mailbox,
  hub,
  limits,
  rateLimiter,
  logger,
  now = Date.now,
}: RelaySessionParameters): RelaySession {
  const log = logger.child({ component: 'relay', client: clientId.slice(-8) })
  const subscriptions = new Set<string>()
  const awaitingAck = new Map<number, string>()
  const seen = new Set<string>()
  let nextPushId = 1
  let closed = false
  let queue: Promise<void> = Promise.resolve()
  const quotas = createRelayQuotas({ clientId, clientAddress, limits, rateLimiter })

  const subscriber: RelaySubscriber = {
    clientId,
    deliver(message) {
      if (closed || seen.has(message.id)) return
      remember(message.id)
      const id = nextPushId++
      awaitingAck.set(id, message.id)
      send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: {
            id: subscriptionId(message.topic),
            data: {
              topic: message.topic,
              message: message.message,
              publishedAt: message.publishedAt,
              tag: message.tag,
            },
          },
        }),
      )
    },
    resync() {
      void replay([...subscriptions])
    },
  }

  const remember = (messageId: string) => {
    seen.add(messageId)
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string)
  }
  const subscriptionId = (topic: string) => createHash('sha256').update(`${clientId}:${topic}`).digest('hex')

  const replay = async (topics: string[]) => {
    try {
      for (const message of await mailbox.pending(clientId, topics, now(), REPLAY_LIMIT))
        subscriber.deliver(message)
    } catch (error) {
      log.error('relay: replay failed', { error })
    }
  }

  const subscribe = async (topics: string[]): Promise<string[]> => {
    const fresh = topics.filter((topic) => !subscriptions.has(topic))
    if (subscriptions.size + new Set(fresh).size > limits.maxSubscriptionsPerSocket) {
      throw new RelayRpcError(
        RELAY_ERROR.tooManySubscriptions,
        `Too many subscriptions: at most ${limits.maxSubscriptionsPerSocket} topics per connection`,
      )
    }
    for (const topic of fresh) subscriptions.add(topic)
    await Promise.all(fresh.map((topic) => hub.subscribe(topic, subscriber)))
    return topics.map(subscriptionId)
  }

  const unsubscribe = async (topics: string[]) => {
    for (const topic of topics) {
      if (subscriptions.delete(topic)) hub.unsubscribe(topic, subscriber)
      await mailbox.removeImplicitSubscription(clientId, topic)
    }
  }

  const checkBatch = (size: number, max = limits.maxBatch) => {
    if (size > max) {
      throw new RelayRpcError(RELAY_ERROR.invalidParams, `Too many items in one batch: at most ${max}`)
    }
  }

  /** Checked before anything is stored or subscribed, for every message of a request. */
  const checkMessage = (message: string, ttl: number) => {
    if (message.length > limits.maxMessageChars) {
      throw new RelayRpcError(
        RELAY_ERROR.messageTooLarge,
        `Message too large: ${message.length} characters, at most ${limits.maxMessageChars}`,
      )
    }
    if (ttl < limits.minTtlSeconds || ttl > limits.maxTtlSeconds) {
      throw new RelayRpcError(
        RELAY_ERROR.invalidParams,
        `Invalid ttl ${ttl}: between ${limits.minTtlSeconds} and ${limits.maxTtlSeconds} seconds`,
      )
    }
  }

  const publish = async (topic: string, message: string, ttl: number, tag: number) => {
    checkMessage(message, ttl)
    const stored = await mailbox.put({
      topic,
      message,
      tag,
      publisher: clientId,
      ttlSeconds: ttl,
      now: now(),
      projectId,
    })
    if (stored.created) hub.publish(stored.message)
  }

  const implicitlySubscribe = async (topic: string, expiresAt: number) => {
    await mailbox.addImplicitSubscription(clientId, topic, expiresAt)
    await subscribe([topic])
    void replay([topic])
  }

  const handlers: Record<string, Handler> = {
    irn_subscribe: async (raw) => {
      const { topic } = parse(subscribeParams, raw)
      await quotas.takeReads(1)
      const [id] = await subscribe([topic])
      void replay([topic])
      return id
    },
    irn_batchSubscribe: async (raw) => {
      const { topics } = parse(batchSubscribeParams, raw)
      checkBatch(topics.length)
      await quotas.takeReads(topics.length)
      const ids = await subscribe(topics)
      void replay(topics)
      return ids
    },
    irn_unsubscribe: async (raw) => {
      await unsubscribe([parse(unsubscribeParams, raw).topic])
      return true
    },
    irn_batchUnsubscribe: async (raw) => {
      const { subscriptions: list } = parse(batchUnsubscribeParams, raw)
      checkBatch(list.length)
      await unsubscribe(list.map((item) => item.topic))
      return true
    },
    irn_publish: async (raw) => {
      const { topic, message, ttl, tag = 0 } = parse(publishParams, raw)
      checkMessage(message, ttl)
      await quotas.takePublishes(1)
      await publish(topic, message, ttl, tag)
      return true
    },
    irn_batchPublish: async (raw) => {
      const { messages } = parse(batchPublishParams, raw)
      checkBatch(messages.length)
      for (const { message, ttl } of messages) checkMessage(message, ttl)
      await quotas.takePublishes(messages.length)
      for (const { topic, message, ttl, tag = 0 } of messages) await publish(topic, message, ttl, tag)
      return true
    },
    irn_batchFetchMessages: async (raw) => {
      const { topics } = parse(batchFetchMessagesParams, raw)
      checkBatch(topics.length, limits.maxFetchTopics)
      await quotas.takeFetch(topics.length)
      const messages = (await mailbox.pending(clientId, topics, now(), REPLAY_LIMIT)).filter(
        (message) => !seen.has(message.id),
      )
      for (const message of messages) remember(message.id)
      await mailbox.acknowledge(
        clientId,
        messages.map((message) => message.id),
      )
      return {
        messages: messages.map(({ topic, message, publishedAt, tag }) => ({
          topic,
          message,
          publishedAt,
          tag,
        })),
        hasMore: messages.length === REPLAY_LIMIT,
      }
    },
    wc_proposeSession: async (raw) => {
      const { pairingTopic, sessionProposal, ttl = DEFAULT_TTL_SECONDS } = parse(proposeSessionParams, raw)
      checkMessage(sessionProposal, ttl)
      await quotas.takePublishes(1)
      await implicitlySubscribe(pairingTopic, now() + ttl * 1_000)
      await publish(pairingTopic, sessionProposal, ttl, TAG.proposal)
      return true
    },
    wc_approveSession: async (raw) => {
      const params = parse(approveSessionParams, raw)
      const ttl = params.ttl ?? DEFAULT_TTL_SECONDS
      checkMessage(params.sessionProposalResponse, ttl)
      checkMessage(params.sessionSettlementRequest, ttl)
      await quotas.takePublishes(2)
      await implicitlySubscribe(params.sessionTopic, now() + SESSION_SUBSCRIPTION_MS)
      await publish(params.pairingTopic, params.sessionProposalResponse, ttl, TAG.proposalResponse)
      await publish(params.sessionTopic, params.sessionSettlementRequest, ttl, TAG.sessionSettle)
      return true
    },
  }

  const answer = (rawId: string, body: { result: unknown } | { error: RelayRpcError }) => {
    if (closed) return
    const tail =
      'result' in body
        ? `"result":${JSON.stringify(body.result)}`
        : `"error":${JSON.stringify({ code: body.error.code, message: body.error.message, ...(body.error.data === undefined ? {} : { data: body.error.data }) })}`
    send(`{"id":${rawId},"jsonrpc":"2.0",${tail}}`)
  }

  const handle = async (text: string) => {
    let frame: unknown
    try {
      frame = JSON.parse(text)
    } catch {
      return answer('null', {
        error: new RelayRpcError(RELAY_ERROR.parse, 'Parse error: the frame is not JSON'),
      })
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
      return answer('null', {
        error: new RelayRpcError(
          RELAY_ERROR.invalidRequest,
          'Invalid request: a JSON-RPC object is expected',
        ),
      })
    }
    const { id, method, params } = frame as { id?: unknown; method?: unknown; params?: unknown }
    if (method === undefined && ('result' in frame || 'error' in frame)) {
      const messageId = typeof id === 'number' ? awaitingAck.get(id) : undefined
      if (messageId === undefined) return
      awaitingAck.delete(id as number)
      if ('result' in frame) await mailbox.acknowledge(clientId, [messageId])
      return
    }
    const rawId = rawIdOf(text, id)
    if (typeof method !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) {
      return answer(rawId, {
        error: new RelayRpcError(RELAY_ERROR.invalidRequest, 'Invalid request: id and method are required'),
      })
    }
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
    if (!handler) {
      log.warn('relay: unknown method', { method })
      return answer(rawId, {
        error: new RelayRpcError(RELAY_ERROR.methodNotFound, `Method not found: ${method}`),
      })
    }
    try {
      answer(rawId, { result: await handler(params) })
    } catch (error) {
      if (error instanceof RelayRpcError) return answer(rawId, { error })
      log.error('relay: request failed', { method, error })
      answer(rawId, { error: new RelayRpcError(RELAY_ERROR.internal, 'Internal error') })
    }
  }

  return {
    async open() {
      const topics = (await mailbox.implicitSubscriptions(clientId, now())).slice(
        0,
        limits.maxSubscriptionsPerSocket,
      )
      if (topics.length === 0) return
      await subscribe(topics)
      // Each new socket replays these topics: a client that reconnects in a loop reads the mailbox as a fetch does.
      // Past the address's read limit the socket stays subscribed (live messages arrive) and the missed ones wait
      // in the mailbox for a subscribe or fetch once the limit allows.
      try {
        await quotas.takeReads(topics.length)
      } catch (error) {
        if (!(error instanceof RelayRpcError)) throw error
        log.debug('relay: replay of restored subscriptions skipped', { reason: error.message })
        return
      }
      await replay(topics)
    },
    receive(text) {
      queue = queue
        .then(() => handle(text))
        .catch((error: unknown) => log.error('relay: frame handling failed', { error }))
      return queue
    },
    close() {
      closed = true
      for (const topic of subscriptions) hub.unsubscribe(topic, subscriber)
      subscriptions.clear()
      awaitingAck.clear()
    },
  }
}

function parse<T>(schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw new RelayRpcError(RELAY_ERROR.invalidParams, `Invalid params: ${where}${issue?.message ?? 'invalid'}`)
}

/**
 * The request id exactly as the client wrote it: the clients use ids beyond 2^53, which JSON.parse rounds, and
 * match answers by the exact id.
 */
function rawIdOf(text: string, id: unknown): string {
  if (typeof id === 'string') return JSON.stringify(id)
  if (typeof id !== 'number' || !Number.isFinite(id)) return 'null'
  if (Number.isSafeInteger(id)) return String(id)
  for (const match of text.matchAll(/"id"\s*:\s*(-?\d+)/g)) {
    if (Number(match[1]) === id) return match[1] as string
  }
  return String(id)
}
