import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeMeldApi, signMeldWebhook, startFakeMeldApi } from '../testing/startFakeMeldApi.js'
import { ONRAMP_TEST_BUYER, useOnrampCloud } from '../testing/useOnrampCloud.js'
import type { OnrampPurchase } from './OnrampPurchase.js'

const API_KEY = 'meld-api-key'
const WEBHOOK_SECRET = 'meld-webhook-secret-0123'
const BUYER = ONRAMP_TEST_BUYER

/** A real cloud whose provider `meld` speaks Meld's own API (ONRAMP_MELD_API=meld), to a local stand-in of it. */
describe("the on-ramp through Meld's API", () => {
  let meld: FakeMeldApi
  let purchaseId: string

  const webhookUrl = () => `${onramp.cloud.url}/v1/onramp/webhooks/meld`
  const askCheckout = () => onramp.askCheckout('meld')
  const purchase = async () => {
    const response = await onramp.askPurchase(purchaseId)
    return (await response.json()) as OnrampPurchase
  }
  /** Meld's transaction as its API now answers it, and a webhook about it, signed as Meld signs. */
  const meldSays = (status: string, eventType: string, eventId: string, signedWith = WEBHOOK_SECRET) => {
    meld.transactions.set('tx1', {
      id: 'tx1',
      status,
      externalSessionId: purchaseId,
      destinationAmount: 0.02955,
      destinationCurrencyCode: 'ETH',
      cryptoDetails: {
        walletAddress: BUYER,
        blockchainTransactionId: status === 'SETTLED' ? '0xfeed' : null,
        totalFee: 1.75,
      },
    })
    const body = JSON.stringify({
      eventType,
      eventId,
      timestamp: new Date().toISOString(),
      accountId: 'account1',
      version: '2025-03-01',
      payload: {
        paymentTransactionId: 'tx1',
        externalSessionId: purchaseId,
        paymentTransactionStatus: status,
      },
    })
    return send(body, signMeldWebhook(webhookUrl(), body, signedWith))
  }
  const send = async (body: string, headers: Record<string, string>) => {
    const response = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
    return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } }
  }

  beforeAll(async () => {
    meld = await startFakeMeldApi(API_KEY)
    meld.quotes.set('ETH', [{ serviceProvider: 'BANXA', destinationAmount: 0.02955, totalFee: 1.75 }])
  })
  afterAll(() => meld?.close())
  const onramp = useOnrampCloud(() => ({
    meld: {
      api: 'meld',
      url: meld.url,
      apiKey: API_KEY,
      urlSigningSecret: '',
      webhookSecret: WEBHOOK_SECRET,
    },
  }))

  it("quotes and opens Meld's checkout for a purchase the cloud records", async () => {
    const quoted = await onramp.askQuote()
    expect(quoted.status).toBe(200)
    expect(await quoted.json()).toMatchObject({
      quotes: [{ provider: 'meld', fee: '1.75', feeBps: 175, cryptoAmount: '29550000000000000' }],
    })
    const generated = await askCheckout()
    expect(generated.status).toBe(200)
    const checkout = (await generated.json()) as { url: string; purchaseId: string }
    expect(checkout.url).toMatch(/^https:\/\/sb\.meldcrypto\.test\//)
    purchaseId = checkout.purchaseId
    expect(meld.requests.at(-1)?.body).toMatchObject({ externalSessionId: purchaseId })
    expect(await purchase()).toMatchObject({
      provider: 'meld',
      status: 'created',
      address: BUYER.toLowerCase(),
    })
  })

  it('applies signed webhooks; refuses a forged or replayed one; a late one changes nothing', async () => {
    expect(
      await meldSays('PENDING', 'TRANSACTION_CRYPTO_PENDING', 'event1', 'not-the-webhook-secret'),
    ).toMatchObject({
      status: 401,
      body: { error: 'onramp_webhook_refused' },
    })
    expect((await purchase()).status).toBe('created')

    expect(await meldSays('PENDING', 'TRANSACTION_CRYPTO_PENDING', 'event1')).toEqual({
      status: 200,
      body: { outcome: 'applied' },
    })
    expect(await purchase()).toMatchObject({
      status: 'pending',
      cryptoAmount: '29550000000000000',
      fee: '1.75',
    })
    expect(await meldSays('PENDING', 'TRANSACTION_CRYPTO_PENDING', 'event1')).toMatchObject({ status: 409 })

    expect(await meldSays('SETTLED', 'TRANSACTION_CRYPTO_COMPLETE', 'event3')).toMatchObject({
      body: { outcome: 'applied' },
    })
    expect(await purchase()).toMatchObject({ status: 'completed', txHash: '0xfeed' })
    // The TRANSFERRING event arrives last, while Meld's answer is still a step behind: the purchase stays completed.
    expect(await meldSays('SETTLING', 'TRANSACTION_CRYPTO_TRANSFERRING', 'event2')).toMatchObject({
      body: { outcome: 'stale' },
    })
    expect(await purchase()).toMatchObject({ status: 'completed', txHash: '0xfeed' })
  })

  it("acknowledges events about no purchase of the cloud's, and answers 502 when Meld fails at checkout", async () => {
    const body = JSON.stringify({ eventType: 'WEBHOOK_TEST', eventId: 'test1', payload: { requestId: 'r1' } })
    expect(await send(body, signMeldWebhook(webhookUrl(), body, WEBHOOK_SECRET))).toEqual({
      status: 200,
      body: { outcome: 'ignored' },
    })
    meld.failure = { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } }
    const generated = await askCheckout()
    meld.failure = undefined
    expect(generated.status).toBe(502)
    expect(await generated.json()).toMatchObject({ error: 'onramp_provider_error' })
  })
})
