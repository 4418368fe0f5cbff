/** What one side of a session says about itself. */
export type PeerMetadata = { name: string; description: string; url: string; icons: string[] }

/** A CAIP-25 namespace as a proposal asks for it. */
export type ProposalNamespace = { chains?: string[]; methods: string[]; events: string[] }

/** A namespace the wallet settled: its accounts are CAIP-10 (`eip155:1:0xab…`). */
export type SessionNamespace = { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }

export type Session = {
  topic: string
  /** The session's symmetric key (hex); with `topic`, what a reload needs to resume. */
  symKey: string
  pairingTopic: string
  /** The pairing's symmetric key (hex): a reload can propose over the same pairing again. Absent in older stores. */
  pairingSymKey?: string
  namespaces: Record<string, SessionNamespace>
  peer: { publicKey: string; metadata: PeerMetadata }
  /** Unix seconds. */
  expiry: number
}

/** The wallet's side of a session, as events. */
export type SessionEvent =
  | { type: 'event'; topic: string; chainId: string; name: string; data: unknown }
  | { type: 'update'; topic: string; namespaces: Record<string, SessionNamespace> }
  | { type: 'delete'; topic: string; reason: { code: number; message: string } }

/** A JSON-RPC error the wallet answered with (4001 / 5000: the visitor rejected). */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}
