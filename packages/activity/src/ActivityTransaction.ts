/** A transfer inside a transaction, as the cloud's indexer answers it (docs/behaviour.md#state). */
export interface ActivityTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: {
    name: string
    content: { preview: { url: string; content_type: string } }
    flags: { is_spam: boolean }
  }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
}

/** One transaction of the account (docs/behaviour.md#state "Transaction"), as `GET /v1/account/{address}/history` answers it. */
export interface ActivityTransaction {
  /** The transaction hash. */
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'mint' | 'trade' | 'execute' | 'deploy'
    hash: string
    /** ISO 8601. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    /** CAIP-2 network id. */
    chain: string
  }
  transfers: ActivityTransfer[]
}

/** One page of transactions, newest first; `next` is the cursor of the following page, undefined at the end. */
export interface ActivityPage {
  data: ActivityTransaction[]
  next: string | undefined
  /**
   * With the first page: the account's on-ramp purchases on its network in this project (newest first), those that
   * reached the provider (pending, processing, completed or failed; a checkout never paid is not listed).
   */
  purchases?: ActivityPurchase[] | undefined
}

/** An on-ramp purchase, as the cloud's history answers it (`onramp=any`). */
export type ActivityPurchase = import('@portico/cloud-contract').CloudOnrampPurchase

/** A transaction sent through Portico that the indexer has not listed yet (shown at once, docs/behaviour.md#transitions). */
export interface PendingTransaction {
  hash: string
  /** CAIP-2 network id it was sent on. */
  caipNetworkId: string
  /** The sending address. */
  from: string
  /** When Portico saw it sent (ms since the epoch). */
  sentAt: number
}

/** The activity feature's slice of the instance state (`state.plugins.activity`). */
export interface ActivityState {
  /** Newest first, at most MAX_PENDING_TRANSACTIONS (docs/behaviour.md#limits). */
  pending: PendingTransaction[]
}

/** What `portico.getFeature(feature)` gives for the activity feature. */
export interface ActivityApi {
  /**
   * One page of the connected EVM account's transactions on its network (newest first), spam
   * NFT-only ones left out (docs/behaviour.md#validation). Empty without a cloud or a connected EVM account.
   */
  getTransactions(parameters?: { cursor?: string | undefined }): Promise<ActivityPage>
}
