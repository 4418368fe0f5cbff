import type { Logger } from '../../log/createLogger.js'
import type { RelayHub, RelaySubscriber } from '../createRelayHub.js'
import type { RelayMailbox } from '../createRelayMailbox.js'
import type { RelayQuotas } from '../createRelayQuotas.js'
import type { RelayLimits } from '../RelayLimits.js'

/** What one socket's conversation with the relay shares between its handlers. */
export type RelaySessionContext = {
  /** The did:key of the client (its JWT issuer). */
  clientId: string
  /** The project the socket was opened for: its messages count against that project's mailbox quota. */
  projectId: string
  mailbox: RelayMailbox
  hub: RelayHub
  limits: RelayLimits
  /** The per-minute limits of this socket's requests. */
  quotas: RelayQuotas
  log: Logger
  now: () => number
  /** Writes one text frame to the socket. */
  send(text: string): void
  /** The socket's side of the hub, through which messages of its topics reach it. */
  subscriber: RelaySubscriber
  /** Topics the socket listens to. */
  subscriptions: Set<string>
  /** Pushes sent and not acknowledged yet: push id → mailbox message id. */
  awaitingAck: Map<number, string>
  /** Message ids pushed lately, so a message arriving twice (replay and live) is pushed once. */
  seen: Set<string>
  /** What changes over the socket's life. */
  state: { nextPushId: number; closed: boolean }
}
