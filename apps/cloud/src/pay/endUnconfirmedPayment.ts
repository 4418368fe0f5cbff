import type { Queryable } from '../storage/Storage.js'
import type { PayExchangePayment } from './PayExchangePayment.js'
import { payExchangePaymentStore } from './payExchangePaymentStore.js'

/**
 * How long a payment may wait for the visitor to confirm it on the exchange's page: an on-ramp purchase is followed
 * as long (ONRAMP_FOLLOW_FOR_MS). A payment URL is good for minutes (Coinbase's session token five); two days covers
 * a visitor who opened the page and came back to it much later, with room to spare.
 */
export const PAY_FOLLOW_FOR_MS = 48 * 60 * 60 * 1000

/**
 * Ends a pending payment that no exchange confirmed within PAY_FOLLOW_FOR_MS of its URL: `failed` with
 * `expired`, stored, so it is final and the exchange is no longer asked about it (without this, a payment whose
 * visitor never confirmed would stay pending and be read through to the exchange for ever). A payment the exchange
 * did confirm (`exchangePaymentId`) is left to the exchange's answer; a younger one is answered as stored.
 */
export async function endUnconfirmedPayment(
  db: Queryable,
  projectId: string,
  payment: PayExchangePayment,
  now = Date.now(),
): Promise<PayExchangePayment> {
  if (payment.status !== 'pending' || payment.exchangePaymentId) return payment
  if (now - Date.parse(payment.createdAt) <= PAY_FOLLOW_FOR_MS) return payment
  const ended = await payExchangePaymentStore.update(db, projectId, payment.paymentId, {
    exchangePaymentId: null,
    status: 'failed',
    txHash: null,
    failureReason: 'expired',
  })
  return ended ?? payment
}
