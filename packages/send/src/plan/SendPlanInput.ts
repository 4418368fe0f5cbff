import type { Network } from '@portico/core'
import type { SendToken } from '../tokens/SendToken.js'

/** What a namespace's planner checks: who sends what to whom, and the sender's native balance. */
export interface SendPlanInput {
  network: Network
  from: string
  token: SendToken
  amount: bigint
  to: string
  /** The sender's native balance (base units), which pays the fee. */
  nativeBalance: bigint
}
