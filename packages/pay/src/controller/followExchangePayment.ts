import { projectCloudRequest } from '@portico/core'
import type { ExchangeTab } from './ExchangeTab.js'
import type { PayContext } from './PayContext.js'
import { payCloudOf } from './payCloudOf.js'

/** How often the payment's status is read while the visitor pays on the exchange's page. */
export const EXCHANGE_POLL_MS = 1_000

/** The payment's status as the cloud reads it from the exchange (`GET /v1/pay/payments/:paymentId`). */
export type ExchangePaymentStatus = {
  status: 'pending' | 'success' | 'failed'
  /** The exchange's own id of the payment once the visitor confirmed it there (null before; absent from old clouds). */
  exchangePaymentId?: string | null | undefined
  txHash: string | null
  failureReason: string | null
}

/** How a payment is followed: while `alive()`, its window `tab`, and what to do when that window closes unconfirmed. */
export interface ExchangeFollowing {
  /** Whether the payment is still followed (its view shown, the modal open, nothing paid yet). */
  alive: () => boolean
  /** Whether a final answer may end the following now (else it is read again until it may). */
  mayEnd: () => boolean
  /** The exchange's window, when the visitor's click opened one. */
  tab: ExchangeTab | null
  /** The window was found closed before the visitor confirmed: the payment is still followed. */
  onClosed: () => void
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

/**
 * Reads the payment's status until the exchange reports it final (a reading that fails is tried again) and `mayEnd()`,
 * or until `alive()` says it is no longer followed; undefined then. A window closed before a reading that finds the
 * payment unconfirmed (no `exchangePaymentId`) calls `onClosed`, and the payment is still followed: a confirmation on
 * its way when the window closed still pays.
 */
export async function followExchangePayment(
  context: PayContext,
  paymentId: string,
  following: ExchangeFollowing,
): Promise<ExchangePaymentStatus | undefined> {
  const cloud = payCloudOf(context)
  const { alive, mayEnd, tab, onClosed } = following
  while (alive() && !context.signal.aborted) {
    const closedBefore = tab?.closed === true
    const answer = await projectCloudRequest<ExchangePaymentStatus>(cloud, {
      path: `/v1/pay/payments/${encodeURIComponent(paymentId)}`,
    }).catch(() => undefined)
    if (!alive()) return undefined
    if (answer && answer.status !== 'pending' && mayEnd()) return answer
    if (answer?.status === 'pending' && closedBefore && !answer.exchangePaymentId) onClosed()
    await pause(EXCHANGE_POLL_MS, context.signal)
  }
  return undefined
}
