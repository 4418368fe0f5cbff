/** A transfer inside a transaction, as the widget's activity list reads it (docs/behaviour.md#state). */
export type TransactionTransfer = {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: {
    name: string
    content: { preview: { url: string; content_type: string } }
    flags: { is_spam: boolean }
  }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number
  price: number
}

/** A transaction of an account (docs/behaviour.md#state: id, metadata, transfers). */
export type Transaction = {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'mint' | 'trade' | 'execute' | 'deploy'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: TransactionTransfer[]
}
