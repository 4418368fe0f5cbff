import type { WSEvents } from 'hono/ws'
import { type WebSocket, WebSocketServer } from 'ws'
import type { RedisLink } from '../cluster/connectRedis.js'
import type { RateLimiter } from '../http/createRateLimiter.js'
import type { Logger } from '../log/createLogger.js'
import type { Storage } from '../storage/Storage.js'
import { createRelayHub } from './createRelayHub.js'
import { createRelayMailbox } from './createRelayMailbox.js'
import { createRelaySession, type RelaySession } from './createRelaySession.js'
import { createRelaySocketBudget, type RelaySocketBudget } from './createRelaySocketBudget.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './RelayLimits.js'
import { RELAY_ERROR } from './RelayRpcError.js'
import { sendGathered } from './sendGathered.js'
import { startRelayHeartbeat } from './startRelayHeartbeat.js'

/** How often expired messages are deleted from the mailbox. */
const SWEEP_INTERVAL_MS = 60_000
/** How often the room messages took in each project's mailbox quota is written to storage. */
const USAGE_FLUSH_INTERVAL_MS = 1_000

export type RelayParameters = {
  storage: Storage
  redis: RedisLink | undefined
  rateLimiter: RateLimiter
  logger: Logger
  limits?: Partial<RelayLimits> | undefined
}

/** The WalletConnect relay of one cloud node (see docs/cloud.md, "Relay"). */
export type Relay = {
  /** Handed to the HTTP server, which upgrades `/relay` requests into it. */
  wss: WebSocketServer
  limits: RelayLimits
  /** Admits upgrade requests within the relay's own socket budget and each client address's share of it. */
  budget: RelaySocketBudget
  /** The socket events of one authenticated client. */
  events(client: RelayClient): WSEvents
  /** Open sockets on this node. */
  readonly socketCount: number
  /** Closes every socket (1001: the clients reconnect, to another node behind a balancer) and stops the timers. */
  close(): Promise<void>
}

/** Who a socket belongs to, as the upgrade request established it. */
export type RelayClient = {
  /** The did:key of the client's auth JWT. */
  clientId: string
  /** The project the socket was opened for. */
  projectId: string
  /** The client address (behind the trusted proxies). */
  clientAddress: string
}

export function createRelay({
  storage,
  redis,
  rateLimiter,
  logger,
  limits: overrides,
}: RelayParameters): Relay {
  const limits = { ...DEFAULT_RELAY_LIMITS, ...overrides }
  const log = logger.child({ component: 'relay' })
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    // ws's default, said here: compressing each frame would cost every push CPU for little (messages are ciphertext).
    perMessageDeflate: false,
  })
  const mailbox = createRelayMailbox(
    storage,
    { maxMessages: limits.maxMailboxMessagesPerProject, maxBytes: limits.maxMailboxBytesPerProject },
    {
      onFlushFailed: (error: unknown) =>
        log.warn('relay: writing acknowledgements failed; retried', { error }),
    },
  )
  const hub = createRelayHub(redis, logger)

  const sweeper = setInterval(() => {
    mailbox.sweep(Date.now()).then(
      (deleted) => deleted > 0 && log.debug('relay: expired messages deleted', { deleted }),
      (error: unknown) => log.warn('relay: sweep failed', { error }),
    )
  }, SWEEP_INTERVAL_MS)
  sweeper.unref()
  let flushing: Promise<void> = Promise.resolve()
  const flushUsage = () => {
    flushing = flushing
      .then(() => mailbox.flushUsage())
      .catch((error: unknown) => log.warn('relay: writing mailbox usage failed; retried', { error }))
    return flushing
  }
  const usageFlusher = setInterval(flushUsage, USAGE_FLUSH_INTERVAL_MS)
  usageFlusher.unref()
  const heartbeat = startRelayHeartbeat(wss, limits.heartbeatMs)

  return {
    wss,
    limits,
    budget: createRelaySocketBudget(limits),
    events({ clientId, projectId, clientAddress }) {
      let session: RelaySession | undefined
      let ready: Promise<void> = Promise.resolve()
      return {
        onOpen(_event, ws) {
          const socket = ws.raw as WebSocket
          heartbeat.watch(socket)
          const opened = createRelaySession({
            clientId,
            projectId,
            clientAddress,
            send: (text) => {
              if (socket.readyState === socket.OPEN) sendGathered(socket, text)
            },
            mailbox,
            hub,
            limits,
            rateLimiter,
            logger,
          })
          session = opened
          ready = opened
            .open()
            .catch((error: unknown) => log.error('relay: restoring subscriptions failed', { error }))
          log.debug('relay: socket opened', { client: clientId.slice(-8) })
        },
        onMessage(event, ws) {
          const opened = session
          if (!opened) return
          if (typeof event.data !== 'string') {
            ws.send(
              JSON.stringify({
                id: null,
                jsonrpc: '2.0',
                error: {
                  code: RELAY_ERROR.parse,
                  message: 'Parse error: the relay accepts text frames only',
                },
              }),
            )
            return
          }
          const text = event.data
          ready = ready.then(() => opened.receive(text))
        },
        onClose() {
          session?.close()
          session = undefined
        },
        onError(event) {
          log.debug('relay: socket error', { type: event.type })
        },
      }
    },
    get socketCount() {
      return wss.clients.size
    },
    async close() {
      clearInterval(sweeper)
      heartbeat.stop()
      clearInterval(usageFlusher)
      for (const socket of wss.clients) socket.close(1001, 'relay node stopping')
      await flushUsage()
      await mailbox
        .flushAcknowledgements()
        .catch((error: unknown) => log.warn('relay: acknowledgements not written at close', { error }))
    },
  }
}
