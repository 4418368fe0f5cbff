import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cdpTestKey } from '../testing/cdpTestKeys.js'
import { coinbaseApiProvider } from '../testing/coinbaseApiProvider.js'
import {
  coinbaseTransaction,
  coinbaseWebhookBody,
  type FakeCoinbaseApi,
  signCoinbaseWebhook,
  startFakeCoinbaseApi,
} from '../testing/startFakeCoinbaseApi.js'
import { ONRAMP_TEST_BUYER, useOnrampCloud } from '../testing/useOnrampCloud.js'
import type { OnrampPurchase } from './OnrampPurchase.js'

const KEY = cdpTestKey('ed25519')
const WEBHOOK_SECRET = 'coinbase-subscription-secret-0123'
const OTHER_ADDRESS = '0x000000000000000000000000000000000000dEaD'

/**
 * A real cloud whose provider `coinbase` speaks Coinbase Onramp's API with a CDP webhook subscription's secret
 * (ONRAMP_COINBASE_WEBHOOK_SECRET), to a stand-in: its webhooks follow a purchase, polling stays the fallback.
 */
describe("the on-ramp through Coinbase Onramp's API, with its webhooks", () => {
  let coinbase: FakeCoinbaseApi
  beforeAll(async () => {
    coinbase = await startFakeCoinbaseApi(KEY.id, KEY.publicKey)
  })
  afterAll(() => coinbase?.close())
  const onramp = useOnrampCloud(() => ({
    // Polled once an hour: what a purchase reads in these tests is what the webhooks brought, unless a test polls first.
    coinbase: coinbaseApiProvider(coinbase, KEY, {
      webhookSecret: WEBHOOK_SECRET,
      pollIntervalMs: 60 * 60_000,
    }),
  }))

  const checkout = async () => {
    const generated = await onramp.askCheckout('coinbase')
    expect(generated.status).toBe(200)
    return ((await generated.json()) as { purchaseId: string }).purchaseId
  }
  const purchase = async (id: string) => (await (await onramp.askPurchase(id)).json()) as OnrampPurchase
  const deliver = async (body: string, headers: Record<string, string>) => {
    const response = await fetch(`${onramp.cloud.url}/v1/onramp/webhooks/coinbase`, {
      method: 'POST',
      headers,
      body,
    })
    return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } }
  }
  /** Coinbase's webhook for the purchase's transaction now in `status`, signed with `secret`, `secondsAgo` ago. */
  const coinbaseSends = (
    ref: string,
    status: string,
    { extra = {}, secret = WEBHOOK_SECRET, secondsAgo = 0 } = {},
  ) => {
    const body = coinbaseWebhookBody(
      coinbaseTransaction(ref, status, { walletAddress: ONRAMP_TEST_BUYER, ...extra }),
    )
    return deliver(body, signCoinbaseWebhook(body, secret, Math.floor(Date.now() / 1000) - secondsAgo))
  }

  it('moves a purchase to completed with its txHash; a forged, old, foreign or reordered webhook changes nothing', async () => {
    const id = await checkout()
    expect(await purchase(id)).toMatchObject({ status: 'created' })

    const success = 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
    expect(await coinbaseSends(id, success, { secret: 'not-the-subscription-secret' })).toMatchObject({
      status: 401,
      body: { error: 'onramp_webhook_refused' },
    })
    expect(await coinbaseSends(id, success, { secondsAgo: 6 * 60 })).toMatchObject({ status: 401 })
    // Well signed, but Coinbase reports the purchase's transaction to another address: not the purchase's.
    expect(await coinbaseSends(id, success, { extra: { walletAddress: OTHER_ADDRESS } })).toEqual({
      status: 200,
      body: { outcome: 'unknown' },
    })
    expect(await purchase(id)).toMatchObject({ status: 'created', txHash: null })

    const inProgress = coinbaseWebhookBody(
      coinbaseTransaction(id, 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', { walletAddress: ONRAMP_TEST_BUYER }),
    )
    const delivery = signCoinbaseWebhook(inProgress, WEBHOOK_SECRET)
    expect(await deliver(inProgress, delivery)).toEqual({ status: 200, body: { outcome: 'applied' } })
    expect(await purchase(id)).toMatchObject({
      status: 'processing',
      fee: '1.50',
      cryptoAmount: '39400000000000000',
    })
    // The same delivery again (Coinbase delivers at least once): acknowledged, so that Coinbase stops, and counted once.
    expect(await deliver(inProgress, delivery)).toEqual({ status: 200, body: { outcome: 'stale' } })

    expect(await coinbaseSends(id, success)).toEqual({ status: 200, body: { outcome: 'applied' } })
    expect(await purchase(id)).toMatchObject({ status: 'completed', txHash: '0xfeed' })
    // Older events arriving last, and a failure after the success: the purchase stays completed.
    for (const late of ['ONRAMP_TRANSACTION_STATUS_CREATED', 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'])
      expect(await coinbaseSends(id, late)).toEqual({ status: 200, body: { outcome: 'stale' } })
    expect(
      await coinbaseSends(id, 'ONRAMP_TRANSACTION_STATUS_FAILED', {
        extra: { failureReason: 'FAILURE_REASON_BUY_FAILED' },
      }),
    ).toEqual({ status: 200, body: { outcome: 'stale' } })
    expect(await purchase(id)).toMatchObject({ status: 'completed', txHash: '0xfeed', failureReason: null })
  })

  it("acknowledges events about no purchase of the cloud's, and refuses a body that is no transaction", async () => {
    const success = 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
    for (const extra of [
      { partnerUserRef: null },
      { partnerUserRef: 'pay_0123' },
      { partnerUserRef: 'user-42' },
    ])
      expect(await coinbaseSends('', success, { extra })).toEqual({
        status: 200,
        body: { outcome: 'ignored' },
      })
    const offramp = JSON.stringify({
      eventType: 'offramp.transaction.updated',
      status: 'TRANSACTION_STATUS_STARTED',
      partnerUserRef: `onr_${'0'.repeat(32)}`,
    })
    expect(await deliver(offramp, signCoinbaseWebhook(offramp, WEBHOOK_SECRET))).toEqual({
      status: 200,
      body: { outcome: 'ignored' },
    })
    const unknown = `onr_${'0'.repeat(32)}`
    expect(await coinbaseSends(unknown, success)).toEqual({ status: 200, body: { outcome: 'unknown' } })
    const notATransaction = JSON.stringify({ eventType: 'onramp.transaction.success' })
    expect(
      await deliver(notATransaction, signCoinbaseWebhook(notATransaction, WEBHOOK_SECRET)),
    ).toMatchObject({
      status: 400,
      body: { error: 'onramp_webhook_refused' },
    })
  })

  it('still follows a purchase by polling; a webhook of the report a poll applied counts once (200 stale)', async () => {
    const id = await checkout()
    const processing = coinbaseTransaction(id, 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', {
      walletAddress: ONRAMP_TEST_BUYER,
    })
    coinbase.transactions.set(id, [processing])
    // The purchase's first read polls Coinbase (the webhook has not come).
    expect(await purchase(id)).toMatchObject({ status: 'processing', fee: '1.50' })
    const body = coinbaseWebhookBody(processing)
    expect(await deliver(body, signCoinbaseWebhook(body, WEBHOOK_SECRET))).toEqual({
      status: 200,
      body: { outcome: 'stale' },
    })
    expect(await purchase(id)).toMatchObject({ status: 'processing' })
  })
})
