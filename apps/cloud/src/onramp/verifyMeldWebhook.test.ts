import { describe, expect, it } from 'vitest'
import { signMeldWebhook } from '../testing/startFakeMeldApi.js'
import { verifyMeldWebhook } from './verifyMeldWebhook.js'

/** The example of Meld's webhook authentication page: its secret, URL, timestamp, body and signature. */
const EXAMPLE = {
  secret: '42m4NMLS34WQ6BbMfo1KFKqMv4hy',
  url: 'https://example.meld.io/webhooks',
  timestamp: '2022-05-26T20:25:17.682818Z',
  signature: 'O4bN5E0U9s88l2DFc0kjt-0w3LLA3Zkv8hXhafc22Hg=',
  body: '{"eventType":"WEBHOOK_TEST","eventId":"GDtv8pQgwzc9HuFFBQFrww","timestamp":"2022-05-26T20:23:45.908400Z","accountId":"W9jpQc1HKvwscqMPcLmzUS","profileId":null,"version":"2021-10-27","payload":{"requestId":"7aWW1GXTjWCCtNubzvVX7V"}}',
}
const signedAt = Date.parse(EXAMPLE.timestamp)
const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name]
const example = (changes: Partial<typeof EXAMPLE> = {}) => {
  const { url, timestamp, signature, body } = { ...EXAMPLE, ...changes }
  return {
    url,
    body,
    header: headers({ 'meld-signature': signature, 'meld-signature-timestamp': timestamp }),
  }
}
const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('not refused')
}

describe('verifyMeldWebhook', () => {
  it("accepts the example of Meld's documentation", () => {
    expect(verifyMeldWebhook(example(), EXAMPLE.secret, signedAt + 1_000)).toEqual({
      eventId: 'GDtv8pQgwzc9HuFFBQFrww',
      eventType: 'WEBHOOK_TEST',
      transactionId: null,
      externalSessionId: null,
    })
  })

  it('refuses a changed body, another URL, another secret, or no signature (401)', () => {
    const at = signedAt + 1_000
    for (const request of [
      example({ body: EXAMPLE.body.replace('WEBHOOK_TEST', 'TRANSACTION_CRYPTO_COMPLETE') }),
      example({ url: 'https://attacker.example/webhooks' }),
      example({ signature: 'O4bN5E0U9s88l2DFc0kjt-0w3LLA3Zkv8hXhafc22Hh=' }),
      { ...example(), header: headers({}) },
    ])
      expect(refusal(() => verifyMeldWebhook(request, EXAMPLE.secret, at))).toMatchObject({
        status: 401,
        code: 'onramp_webhook_refused',
      })
    expect(refusal(() => verifyMeldWebhook(example(), 'another-secret-of-28-chars!', at))).toMatchObject({
      status: 401,
      message: /bad signature/,
    })
  })

  it('refuses a webhook signed more than five minutes away, however well signed (a replay)', () => {
    expect(refusal(() => verifyMeldWebhook(example(), EXAMPLE.secret, signedAt + 6 * 60_000))).toMatchObject({
      status: 401,
      message: /too long ago/,
    })
    expect(refusal(() => verifyMeldWebhook(example(), EXAMPLE.secret, signedAt - 6 * 60_000))).toMatchObject({
      status: 401,
    })
  })

  it('reads the transaction a crypto event names, and refuses a signed body that is not an event (400)', () => {
    const secret = 'a-webhook-secret-16+'
    const url = 'https://cloud.example/v1/onramp/webhooks/meld'
    const signed = (body: string) => ({
      url,
      body,
      header: headers(signMeldWebhook(url, body, secret)),
    })
    const body = JSON.stringify({
      eventType: 'TRANSACTION_CRYPTO_COMPLETE',
      eventId: 'event1',
      payload: {
        paymentTransactionId: 'tx1',
        externalSessionId: 'onr_1',
        paymentTransactionStatus: 'SETTLED',
      },
    })
    expect(verifyMeldWebhook(signed(body), secret)).toEqual({
      eventId: 'event1',
      eventType: 'TRANSACTION_CRYPTO_COMPLETE',
      transactionId: 'tx1',
      externalSessionId: 'onr_1',
    })
    expect(refusal(() => verifyMeldWebhook(signed('not json'), secret))).toMatchObject({ status: 400 })
    expect(refusal(() => verifyMeldWebhook(signed('{"eventId":"../x"}'), secret))).toMatchObject({
      status: 400,
    })
  })
})
