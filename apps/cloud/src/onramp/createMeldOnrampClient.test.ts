import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FakeMeldApi, signMeldWebhook, startFakeMeldApi } from '../testing/startFakeMeldApi.js'
import { createOnrampProviderClient } from './createOnrampProviderClient.js'
import type { OnrampProviderClient } from './OnrampProviderClient.js'

const API_KEY = 'meld-api-key'
const WEBHOOK_SECRET = 'meld-webhook-secret-0123'
const WEBHOOK_URL = 'https://cloud.example/v1/onramp/webhooks/meld'
const BUYER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const REF = `onr_${'ab'.repeat(16)}`
const ETH_QUOTES = [
  { serviceProvider: 'TRANSAK', destinationAmount: 0.0291, totalFee: 3.49, sourceAmount: 100 },
  { serviceProvider: 'BANXA', destinationAmount: 0.02955, totalFee: 1.75, sourceAmount: 100 },
]

let meld: FakeMeldApi
let client: OnrampProviderClient
const clientWith = (timeoutMs = 30_000, apiKey = API_KEY, country?: string) =>
  createOnrampProviderClient(
    'meld',
    {
      api: 'meld',
      url: meld.url,
      apiKey,
      urlSigningSecret: '',
      webhookSecret: WEBHOOK_SECRET,
      ...(country ? { country } : {}),
    },
    timeoutMs,
  )
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code: string; status: number; message: string }) => error,
  )

beforeAll(async () => {
  meld = await startFakeMeldApi(API_KEY)
  meld.quotes.set('ETH', ETH_QUOTES)
  client = clientWith()
})
afterEach(() => {
  meld.failure = undefined
})
afterAll(() => meld.close())

describe("the on-ramp client of Meld's API", () => {
  it("answers options from Meld's fiat limits and the crypto currencies the cloud can name, with its key and version", async () => {
    expect(await client.options()).toEqual({
      feeBps: 0,
      fiatCurrencies: [
        { code: 'USD', min: 20, max: 20_000 },
        { code: 'EUR', min: 25, max: 15_000 },
      ],
      assets: [
        { asset: 'ETH', network: 'eip155:1', decimals: 18 },
        { asset: 'USDC', network: 'eip155:8453', decimals: 6 },
        { asset: 'SOL', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', decimals: 9 },
      ],
    })
    const call = meld.requests.find(
      ({ path }) => path === '/service-providers/limits/fiat-currency-purchases',
    )
    expect(call?.headers).toMatchObject({ authorization: `BASIC ${API_KEY}`, 'meld-version': '2023-12-19' })
  })

  it("quotes Meld's best service provider: its fee, and what it delivers in base units", async () => {
    const quote = await client.quote({
      fiatAmount: '100.00',
      fiatCurrency: 'USD',
      asset: 'ETH',
      network: 'eip155:1',
    })
    expect(quote).toEqual({
      fiatAmount: '100.00',
      fiatCurrency: 'USD',
      fee: '1.75',
      feeBps: 175,
      asset: 'ETH',
      network: 'eip155:1',
      cryptoAmount: '29550000000000000',
      decimals: 18,
    })
    expect(meld.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/payments/crypto/quote',
      body: {
        countryCode: 'US',
        sourceAmount: 100,
        sourceCurrencyCode: 'USD',
        destinationCurrencyCode: 'ETH',
      },
    })
  })

  it('asks for the prices of the country it is set to (ONRAMP_MELD_COUNTRY)', async () => {
    const request = { fiatAmount: '100.00', fiatCurrency: 'EUR', asset: 'ETH', network: 'eip155:1' }
    await clientWith(30_000, API_KEY, 'DE').quote(request)
    expect(meld.requests.at(-1)?.body).toMatchObject({ countryCode: 'DE', sourceCurrencyCode: 'EUR' })
  })

  it("passes on Meld's refusal, no quote at all, and an asset Meld does not sell as refusals", async () => {
    const request = { fiatAmount: '100.00', fiatCurrency: 'USD', asset: 'ETH', network: 'eip155:1' }
    expect(await client.quote({ ...request, fiatAmount: '5.00' })).toEqual({
      refused: { code: 'BAD_REQUEST', message: 'Amount below the minimum' },
    })
    expect(
      await client.quote({ ...request, asset: 'SOL', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toMatchObject({
      refused: { code: 'no_quote' },
    })
    expect(await client.quote({ ...request, network: 'eip155:31337' })).toMatchObject({
      refused: { code: 'asset_not_supported' },
    })
  })

  it('turns a Meld that fails, refuses the key, answers nonsense or not in time into onramp_provider_error (502)', async () => {
    const request = { fiatAmount: '100.00', fiatCurrency: 'USD', asset: 'ETH', network: 'eip155:1' }
    meld.failure = { status: 500, body: { code: 'INTERNAL', message: 'boom' } }
    expect(await failure(clientWith().options())).toMatchObject({
      code: 'onramp_provider_error',
      status: 502,
      message: /answered 500/,
    })
    meld.failure = undefined
    expect(await failure(clientWith(30_000, 'wrong-key').options())).toMatchObject({
      code: 'onramp_provider_error',
      message: /answered 401/,
    })
    meld.failure = { status: 200, body: { quotes: [{ serviceProvider: 'X', destinationAmount: 'lots' }] } }
    expect(await failure(client.quote(request))).toMatchObject({
      code: 'onramp_provider_error',
      message: /unreadable/,
    })
    meld.failure = 'hang'
    expect(await failure(clientWith(300).options())).toMatchObject({
      code: 'onramp_provider_error',
      message: /in time/,
    })
  })

  it('opens a Meld widget session for the best service provider, named by the purchase, as the checkout', async () => {
    const url = await client.checkout({
      ref: REF,
      fiatAmount: '100.00',
      fiatCurrency: 'USD',
      asset: 'ETH',
      network: 'eip155:1',
      address: BUYER,
      redirect: 'https://shop.example/bought',
      expires: Math.floor(Date.now() / 1000) + 1800,
    })
    expect(url).toMatch(/^https:\/\/sb\.meldcrypto\.test\/\?token=session/)
    expect(meld.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/crypto/session/widget',
      body: {
        sessionType: 'BUY',
        externalSessionId: REF,
        sessionData: {
          walletAddress: BUYER,
          sourceAmount: '100.00',
          sourceCurrencyCode: 'USD',
          destinationCurrencyCode: 'ETH',
          serviceProvider: 'BANXA',
          redirectUrl: 'https://shop.example/bought',
        },
      },
    })
  })

  it('refuses a checkout no service provider quotes (onramp_no_quote)', async () => {
    const checkout = client.checkout({
      ref: REF,
      fiatAmount: '5.00',
      fiatCurrency: 'USD',
      asset: 'ETH',
      network: 'eip155:1',
      address: BUYER,
      redirect: 'https://shop.example/bought',
      expires: 0,
    })
    expect(await failure(checkout)).toMatchObject({ code: 'onramp_no_quote', status: 400 })
  })

  it("reads a signed webhook's transaction from Meld as the purchase's update", async () => {
    meld.transactions.set('tx1', {
      id: 'tx1',
      status: 'SETTLED',
      externalSessionId: REF,
      destinationAmount: 0.02955,
      destinationCurrencyCode: 'ETH',
      cryptoDetails: { walletAddress: BUYER, blockchainTransactionId: '0xabc', totalFee: 1.75 },
    })
    const body = JSON.stringify({
      eventType: 'TRANSACTION_CRYPTO_COMPLETE',
      eventId: 'event1',
      payload: { paymentTransactionId: 'tx1', externalSessionId: REF, paymentTransactionStatus: 'SETTLED' },
    })
    const headers = signMeldWebhook(WEBHOOK_URL, body, WEBHOOK_SECRET)
    const request = {
      body,
      url: WEBHOOK_URL,
      header: (name: string) => headers[name as keyof typeof headers],
    }
    expect(await client.webhook(request)).toEqual({
      provider: 'meld',
      eventId: 'event1',
      sequence: 3,
      ref: REF,
      orderId: 'tx1',
      status: 'completed',
      network: 'eip155:1',
      address: BUYER,
      fee: '1.75',
      cryptoAmount: '29550000000000000',
      txHash: '0xabc',
      failureReason: null,
    })
    expect(
      await failure(client.webhook({ ...request, body: body.replace('event1', 'event2') })),
    ).toMatchObject({
      code: 'onramp_webhook_refused',
      status: 401,
    })
  })
})
