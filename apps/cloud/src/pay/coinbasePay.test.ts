import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { cdpTestKey } from '../testing/cdpTestKeys.js'
import {
  coinbaseTransaction,
  type FakeCoinbaseApi,
  startFakeCoinbaseApi,
} from '../testing/startFakeCoinbaseApi.js'
import { testConfig } from '../testing/testConfig.js'
import type { PayExchangePayment } from './PayExchangePayment.js'

const KEY = cdpTestKey('ed25519')
const LAB = 'portico-lab'
const BASE = 'eip155:8453'
/** USDC on Base, as the stand-in's buy options list it. */
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const MERCHANT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const TX_HASH = `0x${'ab'.repeat(32)}`
const REDIRECT = 'http://127.0.0.1:5173/paid'

/**
 * Paying from the exchange `coinbase` through Coinbase Onramp's own API (PAY_EXCHANGE_COINBASE_API=coinbase): a real
 * cloud on PGlite against a local stand-in of Coinbase's API in its documented shapes.
 */
describe("pay from an exchange through Coinbase's own API", () => {
  let coinbase: FakeCoinbaseApi
  let cloud: RunningCloud | undefined
  let dir: string | undefined

  const cloudUrl = () => cloud?.url ?? 'http://127.0.0.1:9'
  const readPayment = async (paymentId: string) => {
    const response = await fetch(`${cloudUrl()}/v1/pay/payments/${paymentId}?projectId=${LAB}`)
    return {
      status: response.status,
      body: (await response.json()) as PayExchangePayment & { error?: string },
    }
  }
  const payment = async (paymentId: string) => {
    const { status, body } = await readPayment(paymentId)
    expect(status).toBe(200)
    return body
  }
  const askUrl = async (body: Record<string, string> = {}) => {
    const response = await fetch(`${cloudUrl()}/v1/pay/url?projectId=${LAB}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        exchange: 'coinbase',
        network: BASE,
        asset: USDC,
        amount: '5000000',
        recipient: MERCHANT,
        ...body,
      }),
    })
    return {
      status: response.status,
      body: (await response.json()) as { url: string; paymentId: string; expiresAt: string; error?: string },
    }
  }
  const newPayment = async () => {
    const { status, body } = await askUrl()
    expect(status).toBe(200)
    return body.paymentId
  }
  /** What Coinbase's transaction status API answers for the payment from now on: 5 USDC sent on Base to the merchant. */
  const coinbaseSays = (paymentId: string, ...transactions: [string, Record<string, unknown>?][]) =>
    coinbase.transactions.set(
      paymentId,
      transactions.map(([status, extra]) =>
        coinbaseTransaction(paymentId, status, {
          type: 'ONRAMP_TRANSACTION_TYPE_SEND',
          purchaseCurrency: 'USDC',
          purchaseNetwork: 'base',
          purchaseAmount: { value: '5', currency: 'USDC' },
          walletAddress: MERCHANT,
          txHash: status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS' ? TX_HASH : '',
          ...extra,
        }),
      ),
    )

  beforeAll(async () => {
    coinbase = await startFakeCoinbaseApi(KEY.id, KEY.publicKey)
    dir = await mkdtemp(join(tmpdir(), 'portico-cloud-coinbase-pay-'))
    cloud = await startCloud(
      testConfig({
        dataDir: join(dir, 'data'),
        payExchanges: {
          // Every read of a pending payment asks Coinbase (the throttle has its own test: createPollThrottle.test).
          exchanges: {
            coinbase: {
              api: 'coinbase',
              url: coinbase.url,
              apiKey: KEY.id,
              apiSecret: KEY.secret,
              pollIntervalMs: 0,
            },
          },
          timeoutMs: 1_000,
        },
      }),
    )
  }, 60_000)
  afterEach(() => {
    coinbase.failure = undefined
  })
  afterAll(async () => {
    await cloud?.stop()
    await coinbase?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it("lists what Coinbase's buy options carry on the network: its coin as native, a token by its contract", async () => {
    const response = await fetch(`${cloudUrl()}/v1/pay/exchanges?projectId=${LAB}&network=${BASE}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      exchanges: [
        { id: 'coinbase', name: 'Coinbase', asset: 'native', symbol: 'ETH', decimals: 18 },
        { id: 'coinbase', name: 'Coinbase', asset: USDC, symbol: 'USDC', decimals: 6 },
      ],
      unavailable: [],
    })
  })

  it("opens Coinbase's send experience with a session token for the recipient, the asset and the amount", async () => {
    const { status, body } = await askUrl({ redirectUrl: REDIRECT })
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionToken: expect.any(String),
      defaultExperience: 'send',
      defaultPaymentMethod: 'CRYPTO_ACCOUNT',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      presetCryptoAmount: '5',
      partnerUserRef: body.paymentId,
      redirectUrl: REDIRECT,
    })
    expect(coinbase.sessionTokens.get(url.searchParams.get('sessionToken') ?? '')).toEqual({
      addresses: [{ address: MERCHANT, blockchains: ['base'] }],
      assets: ['USDC'],
      clientIp: '127.0.0.1',
    })
    const asked = coinbase.requests.find(({ path }) => path === '/onramp/v1/token')
    expect(asked?.jwt?.claims).toMatchObject({
      sub: KEY.id,
      uri: `POST ${new URL(coinbase.url).host}/onramp/v1/token`,
    })
    // A session token is good for five minutes, once.
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000)
    expect(await payment(body.paymentId)).toMatchObject({
      exchange: 'coinbase',
      network: BASE,
      asset: USDC,
      amount: '5000000',
      recipient: MERCHANT,
      status: 'pending',
      exchangePaymentId: null,
    })
  })

  it('follows the payment from pending to success with its transaction, asking Coinbase with the key', async () => {
    const paymentId = await newPayment()
    expect(await payment(paymentId)).toMatchObject({ status: 'pending', exchangePaymentId: null })
    const poll = coinbase.requests
      .filter(({ path }) => path === `/onramp/v1/buy/user/${paymentId}/transactions`)
      .at(-1)
    expect(poll?.jwt?.claims).toMatchObject({ sub: KEY.id })
    expect(poll?.query.get('pageSize')).toBe('10')

    // Confirmed on Coinbase's page, still on its way: pending, with Coinbase's id of it.
    coinbaseSays(paymentId, ['ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'])
    expect(await payment(paymentId)).toMatchObject({
      status: 'pending',
      exchangePaymentId: 'tx1',
      txHash: null,
    })
    coinbaseSays(paymentId, ['ONRAMP_TRANSACTION_STATUS_SUCCESS'])
    expect(await payment(paymentId)).toMatchObject({
      status: 'success',
      exchangePaymentId: 'tx1',
      txHash: TX_HASH,
      failureReason: null,
    })
  })

  it("records a failure with Coinbase's reason, and a success that delivered less as amount_mismatch", async () => {
    const failed = await newPayment()
    coinbaseSays(failed, [
      'ONRAMP_TRANSACTION_STATUS_FAILED',
      { failureReason: 'FAILURE_REASON_SEND_FAILED' },
    ])
    expect(await payment(failed)).toMatchObject({
      status: 'failed',
      failureReason: 'send_failed',
      txHash: null,
    })

    const short = await newPayment()
    coinbaseSays(short, [
      'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      { purchaseAmount: { value: '4.5', currency: 'USDC' } },
    ])
    expect(await payment(short)).toMatchObject({
      status: 'failed',
      failureReason: 'amount_mismatch',
      txHash: TX_HASH,
    })
  })

  it('ends a payment nobody confirmed two days on as expired, and leaves one Coinbase confirmed to Coinbase', async () => {
    const backdate = (paymentId: string) =>
      cloud?.storage.query(
        `update pay_exchange_payments set created_at = now() - interval '49 hours' where id = $1`,
        [paymentId],
      )
    const young = await newPayment()
    expect(await payment(young)).toMatchObject({ status: 'pending', failureReason: null })

    const abandoned = await newPayment()
    await backdate(abandoned)
    expect(await payment(abandoned)).toMatchObject({
      status: 'failed',
      failureReason: 'expired',
      exchangePaymentId: null,
    })
    // Final: Coinbase is not asked again, and a late report changes nothing.
    const asked = coinbase.requests.length
    coinbaseSays(abandoned, ['ONRAMP_TRANSACTION_STATUS_SUCCESS'])
    expect(await payment(abandoned)).toMatchObject({ status: 'failed', failureReason: 'expired' })
    expect(coinbase.requests.length).toBe(asked)

    const confirmed = await newPayment()
    coinbaseSays(confirmed, ['ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'])
    expect(await payment(confirmed)).toMatchObject({ status: 'pending', exchangePaymentId: 'tx1' })
    await backdate(confirmed)
    expect(await payment(confirmed)).toMatchObject({ status: 'pending', exchangePaymentId: 'tx1' })
    coinbaseSays(confirmed, ['ONRAMP_TRANSACTION_STATUS_SUCCESS'])
    expect(await payment(confirmed)).toMatchObject({ status: 'success', txHash: TX_HASH })
  })

  it('reads statuses reported out of order, and reports about another address or asset, without going back', async () => {
    const paymentId = await newPayment()
    coinbaseSays(
      paymentId,
      ['ONRAMP_TRANSACTION_STATUS_SUCCESS', { walletAddress: '0x000000000000000000000000000000000000dEaD' }],
      [
        'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        { purchaseCurrency: 'ETH', purchaseAmount: { value: '5', currency: 'ETH' } },
      ],
    )
    expect(await payment(paymentId)).toMatchObject({ status: 'pending', exchangePaymentId: null })
    // The success listed after a transaction still in progress, as if Coinbase's order were not newest first.
    coinbaseSays(
      paymentId,
      ['ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', { transactionId: 'tx2' }],
      ['ONRAMP_TRANSACTION_STATUS_SUCCESS'],
    )
    expect(await payment(paymentId)).toMatchObject({
      status: 'success',
      exchangePaymentId: 'tx1',
      txHash: TX_HASH,
    })
    // Coinbase reporting it failed afterwards changes nothing: a final status is final, and Coinbase is not asked again.
    const polls = () =>
      coinbase.requests.filter(({ path }) => path.endsWith(`/${paymentId}/transactions`)).length
    const before = polls()
    coinbaseSays(paymentId, [
      'ONRAMP_TRANSACTION_STATUS_FAILED',
      { failureReason: 'FAILURE_REASON_SEND_FAILED' },
    ])
    expect(await payment(paymentId)).toMatchObject({
      status: 'success',
      txHash: TX_HASH,
      failureReason: null,
    })
    expect(polls()).toBe(before)
  })

  it('answers 502 pay_exchange_error when Coinbase does not answer in time or refuses the key', async () => {
    const pending = await newPayment()
    coinbase.failure = 'hang'
    const hung = await askUrl()
    expect(hung.status).toBe(502)
    expect(hung.body).toMatchObject({ error: 'pay_exchange_error' })
    const read = await readPayment(pending)
    expect(read.status).toBe(502)
    expect(read.body).toMatchObject({ error: 'pay_exchange_error' })

    coinbase.failure = { status: 401, body: { errorType: 'unauthorized', errorMessage: 'Unauthorized' } }
    const refused = await askUrl()
    expect(refused.status).toBe(502)
    expect(refused.body).toMatchObject({ error: 'pay_exchange_error' })
    coinbase.failure = undefined
    // The payment waiting while Coinbase failed is still followed.
    coinbaseSays(pending, ['ONRAMP_TRANSACTION_STATUS_SUCCESS'])
    expect(await payment(pending)).toMatchObject({ status: 'success', txHash: TX_HASH })
  })
})
