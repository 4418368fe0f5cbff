import { projectCloudRequest } from '@portico/core'
import type { PayContext } from './PayContext.js'
import { payCloudOf } from './payCloudOf.js'

/** How often the payment's status is read while the visitor pays on the exchange's page. */
export const EXCHANGE_POLL_MS = 1_000

/** The payment's status as the cloud reads it from the exchange (`GET /v1/pay/payments/:paymentId`). */
export type ExchangePaymentStatus = {
  status: 'pending' | 'success' | 'failed'
  txHash: string | null
  failureReason: string | null
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
 * Reads the payment's status until the exchange reports it final (a reading that fails is tried again), or until
 * `current()` says the payment is no longer the one shown; undefined then.
 */
export async function followExchangePayment(
  context: PayContext,
  paymentId: string,
  current: () => boolean,
): Promise<ExchangePaymentStatus | undefined> {
  const cloud = payCloudOf(context)
  while (current() && !context.signal.aborted) {
    const answer = await projectCloudRequest<ExchangePaymentStatus>(cloud, {
      path: `/v1/pay/payments/${encodeURIComponent(paymentId)}`,
    }).catch(() => undefined)
    if (!current()) return undefined
    if (answer && answer.status !== 'pending') return answer
    await pause(EXCHANGE_POLL_MS, context.signal)
  }
  return undefined
}
