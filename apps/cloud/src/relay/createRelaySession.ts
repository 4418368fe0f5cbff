import type { RateLimiter } from '../http/createRateLimiter.js'
import type { Logger } from '../log/createLogger.js'
import type { RelayHub } from './createRelayHub.js'
import type { RelayMailbox } from './createRelayMailbox.js'
import { createRelayQuotas } from './createRelayQuotas.js'
import type { RelayLimits } from './RelayLimits.js'
import { closeSession } from './session/closeSession.js'
import { createRelaySubscriber } from './session/createRelaySubscriber.js'
import { handleFrame } from './session/handleFrame.js'
import type { RelaySessionContext } from './session/RelaySessionContext.js'
import { restoreSubscriptions } from './session/restoreSubscriptions.js'

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
   * Restores the subscriptions the relay made for this client earlier, and replays what it missed (a replay the relay
   * starts: not counted against the client's read limit).
   */
  open(): Promise<void>
  /** Handles one text frame; frames are handled one after the other, in order. */
  receive(text: string): Promise<void>
  /** The socket closed: leaves every topic (unacknowledged messages stay in the mailbox). */
  close(): void
}

/** The session of one socket; its handlers live in `session/`, one per method, over a `RelaySessionContext`. */
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
  const base = {
    clientId,
    projectId,
    mailbox,
    hub,
    limits,
    quotas: createRelayQuotas({ clientId, clientAddress, limits, rateLimiter }),
    log: logger.child({ component: 'relay', client: clientId.slice(-8) }),
    now,
    send,
    subscriptions: new Set<string>(),
    awaitingAck: new Map<number, string>(),
    seen: new Set<string>(),
    state: { nextPushId: 1, closed: false },
  }
  const context: RelaySessionContext = { ...base, subscriber: createRelaySubscriber(base) }
  let queue: Promise<void> = Promise.resolve()

  return {
    open: () => restoreSubscriptions(context),
    receive(text) {
      queue = queue
        .then(() => handleFrame(context, text))
        .catch((error: unknown) => context.log.error('relay: frame handling failed', { error }))
      return queue
    },
    close: () => closeSession(context),
  }
}
