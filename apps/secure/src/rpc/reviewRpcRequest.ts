import type { ApprovalReview } from '../frame/ApprovalReview.js'
import type { FrameTranslate } from '../i18n/FrameTranslate.js'
import { isSolanaTransactionMethod } from './solana/solanaTransactionMethods.js'

/**
 * Reads a signing request before the visitor is asked: throws (no screen) when it cannot be signed by this
 * wallet, else resolves with what the approval screen shows, or undefined when the screen shows the request's text.
 * Solana transactions are decoded by code loaded on first use.
 */
export async function reviewRpcRequest(request: {
  method: string
  params: unknown
  address: string
  t: FrameTranslate
  /** The network's RPC URL, where the screen's token symbols are read. */
  rpcUrl?: string | undefined
}): Promise<ApprovalReview | undefined> {
  if (isSolanaTransactionMethod(request.method)) {
    const { reviewSolanaTransactions } = await import('./solana/reviewSolanaTransactions.js')
    return reviewSolanaTransactions(
      request.method,
      request.params,
      request.address,
      request.t,
      request.rpcUrl,
    )
  }
  return undefined
}
