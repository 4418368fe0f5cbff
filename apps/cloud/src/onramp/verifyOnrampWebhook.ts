import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { OnrampWebhookRefusedError } from './onrampErrors.js'
import type { OnrampOrderUpdate } from './onrampPurchaseStore.js'
import { parseWebhookBody } from './parseWebhookBody.js'

/** A webhook signed longer ago than this (or this far in the future) is refused, whatever its signature. */
const WEBHOOK_TOLERANCE_S = 5 * 60
const SIGNATURE = /^t=([0-9]{1,12}),v1=([0-9a-f]{64})$/

const eventSchema = z.object({
  eventId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  type: z.literal('order.status'),
  sequence: z.number().int().min(1).max(1_000_000),
  order: z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
    ref: z.string().max(100),
    status: z.enum(['pending', 'processing', 'completed', 'failed']),
    network: z.string().max(100),
    address: z.string().max(100),
    fee: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
    cryptoAmount: z.string().regex(/^\d{1,78}$/),
    txHash: z.string().max(200).nullable(),
    failureReason: z.string().max(100).nullable(),
  }),
})

/**
 * Checks a provider's webhook: `x-onramp-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the
 * provider's webhook secret, signed within five minutes, and a body of the expected shape. Throws
 * OnrampWebhookRefusedError (401 for the signature, 400 for the body).
 */
export function verifyOnrampWebhook(
  provider: string,
  body: string,
  signatureHeader: string | undefined,
  secret: string,
  now = Date.now(),
): OnrampOrderUpdate {
  const match = SIGNATURE.exec(signatureHeader ?? '')
  if (!match) throw new OnrampWebhookRefusedError('no valid signature header')
  const [, timestamp = '', digest = ''] = match
  if (Math.abs(now / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_S)
    throw new OnrampWebhookRefusedError('signed too long ago')
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest()
  if (!timingSafeEqual(expected, Buffer.from(digest, 'hex')))
    throw new OnrampWebhookRefusedError('bad signature')
  const { eventId, sequence, order } = parseWebhookBody(body, eventSchema)
  return {
    provider,
    eventId,
    sequence,
    ref: order.ref,
    orderId: order.id,
    status: order.status,
    network: order.network,
    address: order.address,
    fee: order.fee,
    cryptoAmount: order.cryptoAmount,
    txHash: order.txHash,
    failureReason: order.failureReason,
  }
}
