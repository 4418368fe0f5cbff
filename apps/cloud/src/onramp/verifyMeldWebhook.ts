import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { OnrampWebhookRequest } from './OnrampProviderClient.js'
import { OnrampWebhookRefusedError } from './onrampErrors.js'
import { parseWebhookBody } from './parseWebhookBody.js'

/** A webhook signed longer ago than this (or this far in the future) is refused, whatever its signature. */
const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000
const id = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)

const eventSchema = z.object({
  eventType: z.string().max(100),
  eventId: id,
  payload: z
    .looseObject({
      paymentTransactionId: id.nullish(),
      externalSessionId: z.string().max(200).nullish(),
    })
    .nullish(),
})

/** A Meld webhook event whose signature holds: what it is, and the transaction it concerns, if any. */
export type MeldWebhookEvent = {
  eventId: string
  eventType: string
  transactionId: string | null
  externalSessionId: string | null
}

/** `meld-signature-timestamp`: ISO 8601, as Meld sends it, or Unix seconds or milliseconds. */
const timeOf = (timestamp: string) =>
  /^[0-9]{1,13}$/.test(timestamp)
    ? Number(timestamp) * (timestamp.length <= 10 ? 1000 : 1)
    : Date.parse(timestamp)

/**
 * Checks a Meld webhook: `meld-signature` is the base64url (padded) HMAC-SHA256 of `<timestamp>.<url>.<body>` with
 * the webhook profile's secret, `<timestamp>` being `meld-signature-timestamp` and `<url>` the URL registered with
 * Meld; signed within five minutes. Throws OnrampWebhookRefusedError (401 for the signature, 400 for the body).
 */
export function verifyMeldWebhook(
  { body, header, url }: OnrampWebhookRequest,
  secret: string,
  now = Date.now(),
): MeldWebhookEvent {
  const signature = header('meld-signature') ?? ''
  const timestamp = header('meld-signature-timestamp') ?? ''
  if (!/^[A-Za-z0-9_-]{43}=?$/.test(signature) || !/^[0-9A-Za-z:.+-]{1,40}$/.test(timestamp))
    throw new OnrampWebhookRefusedError('no valid signature header')
  const signedAt = timeOf(timestamp)
  if (!Number.isFinite(signedAt) || Math.abs(now - signedAt) > WEBHOOK_TOLERANCE_MS)
    throw new OnrampWebhookRefusedError('signed too long ago')
  // Compared as text: two encodings that decode alike (the last character's spare bits) are not both Meld's.
  const expected = createHmac('sha256', secret).update(`${timestamp}.${url}.${body}`).digest('base64url')
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature.replace(/=$/, ''))))
    throw new OnrampWebhookRefusedError('bad signature')
  const { eventId, eventType, payload } = parseWebhookBody(body, eventSchema)
  return {
    eventId,
    eventType,
    transactionId: payload?.paymentTransactionId ?? null,
    externalSessionId: payload?.externalSessionId ?? null,
  }
}
