import { describe, expect, it } from 'vitest'
import { signCoinbaseWebhook } from '../testing/startFakeCoinbaseApi.js'
import { verifyCoinbaseWebhook } from './verifyCoinbaseWebhook.js'

/**
 * A delivery as Coinbase's webhook documentation describes one (its signature computed apart from the cloud's code,
 * with `openssl dgst -sha256 -hmac`): a success of 0.0394 ETH for the purchase REF.
 */
const REF = `onr_${'ab'.repeat(16)}`
const EXAMPLE = {
  secret: 'portico-coinbase-test-secret',
  t: '1760000000',
  hookId: '7f1d2c3b-0a9e-4b8c-9d7e-6f5a4b3c2d1e',
  v1: '4b86557879c3c4237d6d8542af6202080167825767e646fe4a4cf44d4d46a5ed',
  body: `{"eventType":"onramp.transaction.success","transactionId":"1f087a54-ff1f-62e8-9f85-aa77ac0499a5","status":"ONRAMP_TRANSACTION_STATUS_SUCCESS","purchaseCurrency":"ETH","purchaseNetwork":"ethereum","purchaseAmount":{"currency":"ETH","value":"0.0394"},"coinbaseFee":{"currency":"USD","value":"1.00"},"networkFee":{"currency":"USD","value":"0.50"},"txHash":"0xfeed","walletAddress":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed","partnerUserRef":"${REF}","failureReason":"FAILURE_REASON_UNSPECIFIED"}`,
}
const signedAt = Number(EXAMPLE.t) * 1000
const WEBHOOK_URL = 'https://cloud.example/v1/onramp/webhooks/coinbase'

/** The headers as received: looked up without regard to case, as HTTP names them. */
const headers = (values: Record<string, string>) => {
  const lower = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]))
  return (name: string): string | undefined => lower.get(name.toLowerCase())
}
const exampleHeaders = (changes: Record<string, string> = {}) => ({
  'Content-Type': 'application/json',
  'X-Hook0-Id': EXAMPLE.hookId,
  'X-Hook0-Signature': `t=${EXAMPLE.t},h=content-type x-hook0-id,v1=${EXAMPLE.v1}`,
  ...changes,
})
const example = (changes: Record<string, string> = {}, body = EXAMPLE.body) => ({
  url: WEBHOOK_URL,
  body,
  header: headers(exampleHeaders(changes)),
})
const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('not refused')
}
const refused = (request: ReturnType<typeof example>, now = signedAt + 1_000, secret = EXAMPLE.secret) =>
  refusal(() => verifyCoinbaseWebhook(request, secret, now))

describe('verifyCoinbaseWebhook', () => {
  it('accepts a delivery signed as Coinbase documents it, and reads its event and transaction', () => {
    expect(verifyCoinbaseWebhook(example(), EXAMPLE.secret, signedAt + 1_000)).toEqual({
      eventType: 'onramp.transaction.success',
      transaction: {
        transactionId: '1f087a54-ff1f-62e8-9f85-aa77ac0499a5',
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        purchaseCurrency: 'ETH',
        purchaseNetwork: 'ethereum',
        purchaseAmount: { currency: 'ETH', value: '0.0394' },
        coinbaseFee: { currency: 'USD', value: '1.00' },
        networkFee: { currency: 'USD', value: '0.50' },
        txHash: '0xfeed',
        walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        partnerUserRef: REF,
        failureReason: 'FAILURE_REASON_UNSPECIFIED',
      },
    })
    // The parts in another order, and a `v0` beside `v1` (as one of Coinbase's examples shows), change nothing.
    const reordered = `h=content-type x-hook0-id,v0=${'0'.repeat(64)},v1=${EXAMPLE.v1},t=${EXAMPLE.t}`
    expect(
      verifyCoinbaseWebhook(example({ 'X-Hook0-Signature': reordered }), EXAMPLE.secret, signedAt),
    ).toMatchObject({ eventType: 'onramp.transaction.success' })
  })

  it('refuses a changed body, a changed signed header, fewer signed headers or another secret (401)', () => {
    for (const request of [
      example({}, EXAMPLE.body.replace('0.0394', '9.0394')),
      example({ 'X-Hook0-Id': '00000000-0000-4000-8000-000000000000' }),
      example({ 'Content-Type': 'text/plain' }),
      example({ 'X-Hook0-Signature': `t=${EXAMPLE.t},h=content-type,v1=${EXAMPLE.v1}` }),
      example({
        'X-Hook0-Signature': `t=${Number(EXAMPLE.t) + 1},h=content-type x-hook0-id,v1=${EXAMPLE.v1}`,
      }),
      example({ 'X-Hook0-Signature': `t=${EXAMPLE.t},h=content-type x-hook0-id,v1=${'ab'.repeat(32)}` }),
    ])
      expect(refused(request)).toMatchObject({
        status: 401,
        code: 'onramp_webhook_refused',
        message: /bad signature/,
      })
    expect(refused(example(), signedAt, 'another-secret-of-16+')).toMatchObject({
      status: 401,
      message: /bad signature/,
    })
  })

  it('refuses no signature header, or one that is garbled (401)', () => {
    const at = `t=${EXAMPLE.t}`
    const h = 'h=content-type x-hook0-id'
    const v1 = `v1=${EXAMPLE.v1}`
    const request = (signature: string | undefined) => {
      const { 'X-Hook0-Signature': _, ...others } = exampleHeaders()
      return {
        url: WEBHOOK_URL,
        body: EXAMPLE.body,
        header: headers(signature === undefined ? others : { ...others, 'X-Hook0-Signature': signature }),
      }
    }
    for (const signature of [
      undefined,
      '',
      'garbage',
      `${at},${h}`,
      `${h},${v1}`,
      `${at},${v1}`,
      `t=soon,${h},${v1}`,
      `${at},${h},v1=${EXAMPLE.v1.slice(2)}`,
      `${at},${h},v1=${'zz'.repeat(32)}`,
      `${at},${h},${v1},${v1}`,
      `${at},h=content-type  x-hook0-id,${v1}`,
      `${at},h=content-type x-hook0-id/../x,${v1}`,
      `${at},h=${'x '.repeat(21).trim()},${v1}`,
      `${at},${h},${v1},x=${'x'.repeat(2_000)}`,
    ])
      expect(refused(request(signature))).toMatchObject({ status: 401, message: /no valid signature header/ })
  })

  it('refuses a delivery signed more than five minutes away, however well signed (a replay)', () => {
    expect(refused(example(), signedAt + 5 * 60_000 + 1_000)).toMatchObject({
      status: 401,
      message: /too long ago/,
    })
    expect(refused(example(), signedAt - 6 * 60_000)).toMatchObject({ status: 401, message: /too long ago/ })
    expect(verifyCoinbaseWebhook(example(), EXAMPLE.secret, signedAt + 4 * 60_000)).toMatchObject({
      eventType: 'onramp.transaction.success',
    })
  })

  it('refuses a delivery without a header its signature names (401)', () => {
    const { 'X-Hook0-Id': _, ...others } = exampleHeaders()
    expect(refused({ url: WEBHOOK_URL, body: EXAMPLE.body, header: headers(others) })).toMatchObject({
      status: 401,
      message: /a header it signs is missing/,
    })
  })

  it('refuses a well-signed body that is not JSON, or not a transaction (400)', () => {
    const secret = 'a-coinbase-webhook-secret'
    const signed = (body: string) => ({
      url: WEBHOOK_URL,
      body,
      header: headers(signCoinbaseWebhook(body, secret)),
    })
    expect(refusal(() => verifyCoinbaseWebhook(signed('not json'), secret))).toMatchObject({
      status: 400,
      message: /malformed JSON/,
    })
    for (const body of [
      '[]',
      '{"eventType":"onramp.transaction.success"}',
      '{"status":"ONRAMP_TRANSACTION_STATUS_SUCCESS"}',
      '{"eventType":"onramp.transaction.success","status":"ONRAMP_TRANSACTION_STATUS_SUCCESS","txHash":42}',
      `{"eventType":"onramp.transaction.success","status":"${'S'.repeat(61)}"}`,
    ])
      expect(refusal(() => verifyCoinbaseWebhook(signed(body), secret))).toMatchObject({
        status: 400,
        message: /unexpected body/,
      })
    // Keys in snake case are read as Coinbase's API answers are.
    const snake =
      '{"event_type":"onramp.transaction.created","status":"ONRAMP_TRANSACTION_STATUS_CREATED","partner_user_ref":"r"}'
    expect(verifyCoinbaseWebhook(signed(snake), secret)).toEqual({
      eventType: 'onramp.transaction.created',
      transaction: { status: 'ONRAMP_TRANSACTION_STATUS_CREATED', partnerUserRef: 'r' },
    })
  })
})
