import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cdpTestKey } from '../testing/cdpTestKeys.js'
import { coinbaseApiProvider } from '../testing/coinbaseApiProvider.js'
import {
  coinbaseTransaction,
  type FakeCoinbaseApi,
  startFakeCoinbaseApi,
} from '../testing/startFakeCoinbaseApi.js'
import { ONRAMP_TEST_BUYER, useOnrampCloud } from '../testing/useOnrampCloud.js'
import type { OnrampPurchase } from './OnrampPurchase.js'

const KEY = cdpTestKey('ecdsa')
const BUYER = ONRAMP_TEST_BUYER
const POLL_MS = 1_500

/** A real cloud whose provider `coinbase` speaks Coinbase Onramp's API (ONRAMP_COINBASE_API=coinbase), to a stand-in. */
describe("the on-ramp through Coinbase Onramp's API", () => {
  let coinbase: FakeCoinbaseApi
  let purchaseId: string

  const askCheckout = () => onramp.askCheckout('coinbase')
  const purchase = async () => {
    const response = await onramp.askPurchase(purchaseId)
    expect(response.status).toBe(200)
    return (await response.json()) as OnrampPurchase
  }
  /** What Coinbase's transaction status API answers for the purchase from now on. */
  const coinbaseSays = (status: string, walletAddress = BUYER) =>
    coinbase.transactions.set(purchaseId, [coinbaseTransaction(purchaseId, status, { walletAddress })])
  const polls = () => coinbase.requests.filter(({ path }) => path.endsWith(`/${purchaseId}/transactions`))
  /** How often Coinbase was asked about the purchase, once the purchase was read again. */
  const pollsAfterReading = async () => {
    await purchase()
    return polls().length
  }

  beforeAll(async () => {
    coinbase = await startFakeCoinbaseApi(KEY.id, KEY.publicKey)
  })
  afterAll(() => coinbase?.close())
  const onramp = useOnrampCloud(() => ({
    coinbase: coinbaseApiProvider(coinbase, KEY, { pollIntervalMs: POLL_MS }),
  }))

  it("quotes and opens Coinbase's checkout for a purchase the cloud records, named by it", async () => {
    const quoted = await onramp.askQuote()
    expect(quoted.status).toBe(200)
    expect(await quoted.json()).toMatchObject({
      quotes: [{ provider: 'coinbase', fee: '1.50', feeBps: 150, cryptoAmount: '39400000000000000' }],
    })
    const generated = await askCheckout()
    expect(generated.status).toBe(200)
    const checkout = (await generated.json()) as { url: string; purchaseId: string }
    purchaseId = checkout.purchaseId
    const url = new URL(checkout.url)
    expect(url.origin).toBe('https://pay.coinbase.test')
    expect(url.searchParams.get('partnerUserRef')).toBe(purchaseId)
    expect(await purchase()).toMatchObject({ provider: 'coinbase', status: 'created' })
  })

  it('follows the purchase to completed by polling Coinbase, at most once per interval, never past final', async () => {
    coinbaseSays('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')
    await expect.poll(async () => (await purchase()).status, { timeout: 20_000 }).toBe('processing')
    // Coinbase reports a success to another address: not this purchase's, nothing changes.
    coinbaseSays('ONRAMP_TRANSACTION_STATUS_SUCCESS', '0x000000000000000000000000000000000000dEaD')
    const before = polls().length
    await expect.poll(pollsAfterReading, { timeout: 20_000 }).toBeGreaterThan(before)
    expect(await purchase()).toMatchObject({ status: 'processing', txHash: null })
    // An answer the cloud cannot read, and a Coinbase that fails, leave the stored purchase answered.
    coinbase.failure = { status: 200, body: { transactions: 'none' } }
    const unreadable = polls().length
    await expect.poll(pollsAfterReading, { timeout: 20_000 }).toBeGreaterThan(unreadable)
    coinbase.failure = { status: 503, body: { errorType: 'unavailable', errorMessage: 'down' } }
    const failing = polls().length
    await expect.poll(pollsAfterReading, { timeout: 20_000 }).toBeGreaterThan(failing)
    expect((await purchase()).status).toBe('processing')
    coinbase.failure = undefined

    coinbaseSays('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    await expect.poll(async () => (await purchase()).status, { timeout: 20_000 }).toBe('completed')
    expect(await purchase()).toMatchObject({
      txHash: '0xfeed',
      cryptoAmount: '39400000000000000',
      fee: '1.50',
    })
    // At most one poll an interval: without the throttle each of the many reads above would have asked Coinbase.
    // Counted over the whole span, not pair by pair: the stand-in sees a request when it arrives, which a busy machine
    // delays by more than any margin a pair could be given (CI, 2026-12-01: 1,447 ms between two at 1,500).
    const times = polls().map(({ at }) => at)
    expect(times.length).toBeLessThanOrEqual(Math.floor((times.at(-1)! - times[0]!) / POLL_MS) + 2)
    // Final: a later failure Coinbase reports is not even asked for.
    coinbaseSays('ONRAMP_TRANSACTION_STATUS_FAILED')
    const final = polls().length
    const lastPoll = times.at(-1) ?? 0
    await expect
      .poll(async () => ((await purchase()).status === 'completed' ? Date.now() - lastPoll : 0), {
        timeout: 20_000,
      })
      .toBeGreaterThan(POLL_MS)
    expect(polls().length).toBe(final)
  })

  it('refuses webhooks for Coinbase, and answers 502 when Coinbase refuses the key at checkout', async () => {
    const webhook = await fetch(`${onramp.cloud.url}/v1/onramp/webhooks/coinbase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS' }),
    })
    expect(webhook.status).toBe(404)
    expect(await webhook.json()).toMatchObject({ error: 'onramp_webhook_refused' })
    coinbase.failure = { status: 401, body: { errorType: 'unauthorized', errorMessage: 'Unauthorized' } }
    const generated = await askCheckout()
    coinbase.failure = undefined
    expect(generated.status).toBe(502)
    expect(await generated.json()).toMatchObject({ error: 'onramp_provider_error' })
  })
})
