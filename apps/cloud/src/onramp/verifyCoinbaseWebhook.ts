import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { camelCaseKeys } from './camelCaseKeys.js'
import { type CoinbaseTransaction, coinbaseTransactionSchema } from './coinbaseOrderUpdate.js'
import type { OnrampWebhookRequest } from './OnrampProviderClient.js'
import { OnrampWebhookRefusedError } from './onrampErrors.js'
import { parseWebhookBody } from './parseWebhookBody.js'

/** A webhook signed longer ago than this (or this far in the future) is refused, whatever its signature. */
const WEBHOOK_TOLERANCE_S = 5 * 60
/** The header Coinbase's webhooks (delivered by Hook0) carry their signature in. */
const SIGNATURE_HEADER = 'x-hook0-signature'
const HEADER_NAME = /^[A-Za-z0-9-]{1,64}$/
/** More signed headers than this is no delivery of Coinbase's (its examples sign two or three). */
const MAX_SIGNED_HEADERS = 20

/** A delivery's body: the transaction as the transaction status API has it, and which event it is. */
const eventSchema = z.preprocess(
  (json) => camelCaseKeys(json),
  coinbaseTransactionSchema.extend({ eventType: z.string().max(100) }),
)

/** A Coinbase webhook whose signature holds: which event it is, and the transaction it reports. */
export type CoinbaseWebhookEvent = { eventType: string; transaction: CoinbaseTransaction }

/**
 * `X-Hook0-Signature: t=<unix seconds>,h=<space-separated header names>,v1=<hex>` read into its parts (others, like
 * `v0`, are left aside); undefined for anything else, a part given twice included.
 */
function signatureParts(value: string) {
  if (value.length > 2_000) return undefined
  const parts = new Map<string, string>()
  for (const element of value.split(',')) {
    const at = element.indexOf('=')
    const key = element.slice(0, at).trim()
    if (at < 1 || parts.has(key)) return undefined
    parts.set(key, element.slice(at + 1))
  }
  const t = parts.get('t') ?? ''
  const h = parts.get('h')
  const v1 = parts.get('v1') ?? ''
  if (!/^[0-9]{1,12}$/.test(t) || h === undefined || !/^[0-9a-fA-F]{64}$/.test(v1)) return undefined
  const names = h === '' ? [] : h.split(' ')
  if (names.length > MAX_SIGNED_HEADERS || !names.every((name) => HEADER_NAME.test(name))) return undefined
  return { t, h, names, v1 }
}

/**
 * Checks a Coinbase Onramp webhook (docs.cdp.coinbase.com/webhooks/verify-signatures): `X-Hook0-Signature`'s `v1` is
 * the hex HMAC-SHA256, with the subscription's secret, of `<t>.<h>.<the values of the headers h names, joined by
 * ".">.<body>`, signed within five minutes; every header it names must be there. Throws OnrampWebhookRefusedError
 * (401 for the signature, 400 for a body that is not a transaction).
 */
export function verifyCoinbaseWebhook(
  { body, header }: OnrampWebhookRequest,
  secret: string,
  now = Date.now(),
): CoinbaseWebhookEvent {
  const parts = signatureParts(header(SIGNATURE_HEADER) ?? '')
  if (!parts) throw new OnrampWebhookRefusedError('no valid signature header')
  if (Math.abs(now / 1000 - Number(parts.t)) > WEBHOOK_TOLERANCE_S)
    throw new OnrampWebhookRefusedError('signed too long ago')
  const values = parts.names.map((name) => header(name))
  if (values.some((value) => value === undefined))
    throw new OnrampWebhookRefusedError('a header it signs is missing')
  const expected = createHmac('sha256', secret)
    .update(`${parts.t}.${parts.h}.${values.join('.')}.${body}`)
    .digest()
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex')))
    throw new OnrampWebhookRefusedError('bad signature')
  const { eventType, ...transaction } = parseWebhookBody(body, eventSchema)
  return { eventType, transaction }
}
