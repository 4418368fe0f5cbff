import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cdpTestKey } from '../testing/cdpTestKeys.js'
import {
  coinbaseTransaction,
  coinbaseWebhookBody,
  type FakeCoinbaseApi,
  signCoinbaseWebhook,
  startFakeCoinbaseApi,
} from '../testing/startFakeCoinbaseApi.js'
import { createOnrampProviderClient } from './createOnrampProviderClient.js'
import type { OnrampProviderClient } from './OnrampProviderClient.js'

const KEY = cdpTestKey('ed25519')
const BUYER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const REF = `onr_${'ab'.repeat(16)}`
const ETH = { fiatAmount: '100.00', fiatCurrency: 'USD', asset: 'ETH', network: 'eip155:1' }
const CHECKOUT = { ...ETH, ref: REF, address: BUYER, redirect: 'http://127.0.0.1:5173/bought', expires: 0 }

let coinbase: FakeCoinbaseApi
let client: OnrampProviderClient
const clientWith = (
  timeoutMs = 30_000,
  secret = KEY.secret,
  extra: { subdivision?: string; webhookSecret?: string } = {},
) =>
  createOnrampProviderClient(
    'coinbase',
    {
      api: 'coinbase',
      url: coinbase.url,
      apiKey: KEY.id,
      apiSecret: secret,
      urlSigningSecret: '',
      webhookSecret: '',
      ...extra,
    },
    timeoutMs,
  )
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code: string; status: number; message: string }) => error,
  )
const transaction = (status: string, extra: Record<string, unknown> = {}) =>
  coinbaseTransaction(REF, status, { walletAddress: BUYER, ...extra })

beforeAll(async () => {
  coinbase = await startFakeCoinbaseApi(KEY.id, KEY.publicKey)
  client = clientWith()
})
afterEach(() => {
  coinbase.failure = undefined
})
afterAll(() => coinbase.close())

describe("the on-ramp client of Coinbase Onramp's API", () => {
  it("answers options from Coinbase's buy options (snake case), each request signed with the CDP key", async () => {
    expect(await clientWith(30_000, KEY.secret, { subdivision: 'NY' }).options()).toEqual({
      feeBps: 0,
      fiatCurrencies: [
        { code: 'USD', min: 5, max: 25_000 },
        { code: 'EUR', min: 5, max: 5_000 },
      ],
      assets: [
        { asset: 'ETH', network: 'eip155:1', decimals: 18 },
        { asset: 'ETH', network: 'eip155:8453', decimals: 18 },
        { asset: 'USDC', network: 'eip155:8453', decimals: 6 },
        { asset: 'SOL', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', decimals: 9 },
      ],
    })
    const asked = coinbase.requests.at(-1)
    expect(asked?.query.get('country')).toBe('US')
    expect(asked?.query.get('subdivision')).toBe('NY')
    expect(asked?.jwt?.claims).toMatchObject({
      sub: KEY.id,
      uri: `GET ${new URL(coinbase.url).host}/onramp/v1/buy/options`,
    })
  })

  it('quotes what Coinbase delivers in base units and its fees (Coinbase and network)', async () => {
    expect(await client.quote(ETH)).toEqual({
      ...ETH,
      fee: '1.50',
      feeBps: 150,
      cryptoAmount: '39400000000000000',
      decimals: 18,
    })
    expect(coinbase.requests.at(-1)?.body).toEqual({
      purchaseCurrency: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
      purchaseNetwork: 'ethereum',
      paymentAmount: '100.00',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      country: 'US',
    })
  })

  it('refuses an asset, a currency or an amount Coinbase does not sell, and passes on its own refusal', async () => {
    expect(await client.quote({ ...ETH, asset: 'DOGE' })).toMatchObject({
      refused: { code: 'asset_not_supported' },
    })
    expect(await client.quote({ ...ETH, fiatCurrency: 'JPY' })).toMatchObject({
      refused: { code: 'currency_not_supported' },
    })
    expect(await client.quote({ ...ETH, fiatAmount: '2.00' })).toMatchObject({
      refused: { code: 'amount_out_of_range', message: 'Coinbase sells for 5 to 25000 USD' },
    })
    coinbase.failure = {
      status: 400,
      body: { error_type: 'guest_region_forbidden', error_message: 'Not here' },
    }
    expect(await client.quote(ETH)).toEqual({
      refused: { code: 'guest_region_forbidden', message: 'Not here' },
    })
  })

  it('turns a Coinbase that fails, refuses the key, answers nonsense or not in time into onramp_provider_error (502)', async () => {
    coinbase.failure = { status: 500, body: { errorType: 'internal', errorMessage: 'boom' } }
    expect(await failure(clientWith().options())).toMatchObject({
      code: 'onramp_provider_error',
      status: 502,
      message: /answered 500/,
    })
    coinbase.failure = undefined
    expect(await failure(clientWith(30_000, cdpTestKey('ecdsa').secret).options())).toMatchObject({
      code: 'onramp_provider_error',
      message: /answered 401/,
    })
    coinbase.failure = { status: 200, body: { purchase_amount: { value: 'lots', currency: 'ETH' } } }
    expect(await failure(client.quote(ETH))).toMatchObject({
      code: 'onramp_provider_error',
      message: /unreadable/,
    })
    coinbase.failure = 'hang'
    expect(await failure(clientWith(300).options())).toMatchObject({
      code: 'onramp_provider_error',
      message: /in time/,
    })
  })

  it("opens Coinbase's checkout from a quote for the buyer's address, named by the purchase", async () => {
    const url = new URL(await client.checkout(CHECKOUT))
    expect(url.origin).toBe('https://pay.coinbase.test')
    expect(url.searchParams.get('partnerUserRef')).toBe(REF)
    expect(url.searchParams.get('redirectUrl')).toBe(CHECKOUT.redirect)
    expect(coinbase.requests.at(-1)?.body).toMatchObject({
      destinationAddress: BUYER,
      partnerUserRef: REF,
      redirectUrl: CHECKOUT.redirect,
    })
    expect(await failure(client.checkout({ ...CHECKOUT, fiatAmount: '1.00' }))).toMatchObject({
      code: 'onramp_no_quote',
    })
    coinbase.failure = { status: 200, body: { purchase_amount: { value: '0.1', currency: 'ETH' } } }
    expect(await failure(client.checkout(CHECKOUT))).toMatchObject({
      code: 'onramp_provider_error',
      message: /no checkout URL/,
    })
  })

  it("follows a purchase through Coinbase's transactions; refuses webhooks without a subscription's secret", async () => {
    expect(await client.follow?.(REF)).toBeNull()
    coinbase.transactions.set(REF, [transaction('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')])
    expect(await client.follow?.(REF)).toEqual({
      provider: 'coinbase',
      eventId: expect.stringMatching(new RegExp(`^poll:${REF}:[0-9a-f]{32}$`)),
      sequence: 2,
      ref: REF,
      orderId: 'tx1',
      status: 'processing',
      network: 'eip155:1',
      address: BUYER,
      fee: '1.50',
      cryptoAmount: '39400000000000000',
      txHash: null,
      failureReason: null,
    })
    expect(coinbase.requests.at(-2)?.jwt?.claims.uri).toBe(
      `GET ${new URL(coinbase.url).host}/onramp/v1/buy/user/${REF}/transactions`,
    )
    coinbase.transactions.set(REF, [transaction('ONRAMP_TRANSACTION_STATUS_SUCCESS')])
    expect(await client.follow?.(REF)).toMatchObject({ status: 'completed', sequence: 3, txHash: '0xfeed' })
    coinbase.transactions.set(REF, [
      transaction('ONRAMP_TRANSACTION_STATUS_FAILED', { failureReason: 'FAILURE_REASON_BUY_FAILED' }),
    ])
    expect(await client.follow?.(REF)).toMatchObject({ status: 'failed', failureReason: 'buy_failed' })
    // A status Coinbase added since, and a transaction of another purchase, change nothing.
    coinbase.transactions.set(REF, [transaction('ONRAMP_TRANSACTION_STATUS_SOMETHING_NEW')])
    expect(await client.follow?.(REF)).toBeNull()
    coinbase.transactions.set(REF, [
      transaction('ONRAMP_TRANSACTION_STATUS_SUCCESS', { partnerUserRef: 'other' }),
    ])
    expect(await client.follow?.(REF)).toBeNull()
    expect(
      await failure(client.webhook({ body: '{}', header: () => undefined, url: 'https://cloud.example/x' })),
    ).toMatchObject({ code: 'onramp_webhook_refused', status: 404 })
  })

  it("reads a signed webhook as the poll of the same transaction, one event id for both; ignores others' transactions", async () => {
    const webhookSecret = 'coinbase-subscription-secret'
    const hooked = clientWith(30_000, KEY.secret, { webhookSecret })
    const delivered = (body: string, signedWith = webhookSecret) => {
      const headers = signCoinbaseWebhook(body, signedWith)
      return hooked.webhook({ body, header: (name) => headers[name], url: 'https://cloud.example/x' })
    }
    const success = transaction('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    coinbase.transactions.set(REF, [success])
    const polled = await hooked.follow?.(REF)
    expect(polled).toMatchObject({ status: 'completed', txHash: '0xfeed', address: BUYER })
    expect(await delivered(coinbaseWebhookBody(success))).toEqual(polled)
    expect(hooked.eventIdsAreReportDigests).toBe(true)
    // A transaction of no purchase (no reference, another app's, Pay's), an offramp event, an unknown status: nothing.
    for (const partnerUserRef of [null, 'user-42', `pay_${'ab'.repeat(16)}`])
      expect(await delivered(coinbaseWebhookBody({ ...success, partnerUserRef }))).toBeNull()
    expect(
      await delivered(JSON.stringify({ ...success, eventType: 'offramp.transaction.success' })),
    ).toBeNull()
    expect(
      await delivered(coinbaseWebhookBody(transaction('ONRAMP_TRANSACTION_STATUS_SOMETHING_NEW'))),
    ).toBeNull()
    expect(await failure(delivered(coinbaseWebhookBody(success), 'another-secret-16+'))).toMatchObject({
      code: 'onramp_webhook_refused',
      status: 401,
    })
  })
})
