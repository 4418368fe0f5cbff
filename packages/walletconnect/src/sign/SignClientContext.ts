import type { KeyPair } from '../crypto/keys.js'
import type { RelaySocket } from '../relay/createRelaySocket.js'
import type { PeerMetadata, Session, SessionEvent } from './SignTypes.js'

/** A proposal sent and not yet answered: its key pair, the pairing it went over, and its approval's outcome. */
export type PendingProposal = {
  keyPair: KeyPair
  pairingTopic: string
  settled(session: Session): void
  failed(error: Error): void
}

/** What every part of the lean Sign client works over: the relay line and the client's topics, sessions and waits. */
export type SignClientContext = {
  relay: RelaySocket
  metadata: PeerMetadata
  /** The symmetric key of every topic the client listens to. */
  keys: Map<string, string>
  sessions: Map<string, Session>
  /** The requests sent to the wallet, by id, until it answers. */
  waiting: Map<number, { resolve(result: unknown): void; reject(error: Error): void }>
  proposals: Map<number, PendingProposal>
  /** The session topics a wallet approved a proposal for, until its `wc_sessionSettle` arrives there. */
  settlers: Map<string, Pick<PendingProposal, 'pairingTopic' | 'settled'>>
  listeners: Set<(event: SessionEvent) => void>
  /** A JSON-RPC id above every earlier one (microseconds, as the official clients make them). */
  nextId(): number
}
