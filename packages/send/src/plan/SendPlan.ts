import type { ChainNamespace, Network } from '@portico/core'
import type { SendToken } from '../tokens/SendToken.js'

/** What the wallet is asked to sign: a transaction (native coin, ERC-20 call) or a token transfer (SPL). */
export type SendRequest =
  | { kind: 'transaction'; to: string; value?: bigint; data?: string }
  | { kind: 'token'; token: string; to: string; amount: bigint; decimals: number }

/** A checked send, ready for the preview: what moves, to whom, the network fee and the wallet request. */
export interface SendPlan {
  namespace: ChainNamespace
  network: Network
  from: string
  token: SendToken
  amount: bigint
  to: string
  /** The network fee, in the native currency's base units. */
  fee: bigint
  request: SendRequest
}
