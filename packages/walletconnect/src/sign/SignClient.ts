import type { WebSocketConstructor } from '../relay/createRelaySocket.js'
import type { PeerMetadata, ProposalNamespace, Session, SessionEvent } from './SignTypes.js'

export interface SignClientParameters {
  relayUrl: string
  projectId: string
  metadata: PeerMetadata
  WebSocket?: WebSocketConstructor | undefined
}

export interface ConnectParameters {
  optionalNamespaces: Record<string, ProposalNamespace>
  requiredNamespaces?: Record<string, ProposalNamespace> | undefined
  /** How long the pairing URI is valid, in seconds (the documented pairing lifetime: 4 minutes). */
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
