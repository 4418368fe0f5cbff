import { createHmac, type KeyObject, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import { type CdpJwt, readCdpJwt } from './cdpTestKeys.js'
import { listenOnLoopback } from './listenOnLoopback.js'

/** A request the fake Coinbase API received, with the claims of its JWT when its signature held. */
export type FakeCoinbaseRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: unknown
  jwt: CdpJwt | undefined
  /** When it arrived (ms since the epoch). */
  at: number
}

export type FakeCoinbaseApi = {
  url: string
  requests: FakeCoinbaseRequest[]
  /** Coinbase's transactions per partnerUserRef, newest first, as the transaction status API answers them. */
  transactions: Map<string, Record<string, unknown>[]>
  /** The session tokens it handed out, with the request each was asked for. */
  sessionTokens: Map<string, Record<string, unknown>>
  /** Answers every call with this status and body instead, or never answers (`hang`), while set. */
  failure: { status: number; body: unknown } | 'hang' | undefined
  close(): Promise<void>
}

/** The fiat price of one unit of each asset the fake sells; its fees are 1.00 (Coinbase's) and 0.50 (network). */
const PRICES: Record<string, number> = { ETH: 2_500, USDC: 1, SOL: 200 }
const CURRENCY_IDS: Record<string, string> = {
  'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4': 'ETH',
  '2b92315d-eab7-5bef-84fa-089a131333f5': 'USDC',
  '4f039497-3af8-5bb3-951c-6df9afa9be1c': 'SOL',
}

/** Coinbase's buy options in the snake case its v1 API answers in. */
const BUY_OPTIONS = {
  payment_currencies: [
    {
      id: 'USD',
      limits: [
        { id: 'CARD', min: '5', max: '7500' },
        { id: 'ACH_BANK_ACCOUNT', min: '10', max: '25000' },
      ],
    },
    { id: 'EUR', limits: [{ id: 'CARD', min: '5', max: '5000' }] },
  ],
  purchase_currencies: [
    {
      id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    },
    {
      id: '2b92315d-eab7-5bef-84fa-089a131333f5',
      name: 'USDC',
      symbol: 'USDC',
      networks: [
        {
          name: 'base',
          display_name: 'Base',
          chain_id: '8453',
          contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        },
      ],
    },
    {
      id: '4f039497-3af8-5bb3-951c-6df9afa9be1c',
      name: 'Solana',
      symbol: 'SOL',
      networks: [{ name: 'solana', display_name: 'Solana', chain_id: '0', contract_address: '' }],
    },
    { id: 'doge', name: 'Dogecoin', symbol: 'DOGE', networks: [{ name: 'dogecoin', chain_id: '0' }] },
  ],
}

/** Whether a JWT is one CDP accepts for this request: the key's, issued by `cdp`, current, for this very request. */
function authorised(jwt: CdpJwt | undefined, keyId: string, uri: string) {
  if (!jwt) return false
  const now = Math.floor(Date.now() / 1000)
  const { claims, header } = jwt
  return (
    header.kid === keyId &&
    claims.sub === keyId &&
    claims.iss === 'cdp' &&
    typeof claims.nbf === 'number' &&
    typeof claims.exp === 'number' &&
    claims.nbf <= now + 5 &&
    claims.exp > now &&
    claims.exp - claims.nbf <= 120 &&
    claims.uri === uri
  )
}

/** A session token request as Coinbase's reference documents it: an address with its networks, the client's IP. */
function sessionTokenRequestHolds(body: Record<string, unknown> | undefined) {
  const addresses = body?.addresses
  return (
    Array.isArray(addresses) &&
    addresses.length > 0 &&
    addresses.every(
      (entry: { address?: unknown; blockchains?: unknown }) =>
        typeof entry.address === 'string' &&
        entry.address.length > 0 &&
        Array.isArray(entry.blockchains) &&
        entry.blockchains.length > 0,
    ) &&
    (body?.assets === undefined || Array.isArray(body.assets)) &&
    typeof body?.clientIp === 'string' &&
    body.clientIp.length > 0
  )
}

/**
 * Coinbase Onramp's v1 API as its public reference documents it, for the on-ramp's and Pay's tests: buy options, buy
 * quotes (with an `onramp_url` when given a destination address), session tokens (`POST /onramp/v1/token`) and the
 * transaction status API, answering only a request whose CDP JWT the key's public half verifies and whose `uri` claim
 * names that request.
 */
export async function startFakeCoinbaseApi(keyId: string, publicKey: KeyObject): Promise<FakeCoinbaseApi> {
  const requests: FakeCoinbaseRequest[] = []
  const transactions = new Map<string, Record<string, unknown>[]>()
  const sessionTokens = new Map<string, Record<string, unknown>>()
  const fake = { failure: undefined as FakeCoinbaseApi['failure'] }
  const server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`)
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const jwt = readCdpJwt(token, publicKey)
    const method = request.method ?? ''
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
      jwt,
      at: Date.now(),
    })
    const answer = (status: number, json: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    if (fake.failure === 'hang') return
    if (fake.failure) return answer(fake.failure.status, fake.failure.body)
    if (!authorised(jwt, keyId, `${method} ${url.host}${url.pathname}`))
      return answer(401, { errorType: 'unauthorized', errorMessage: 'Unauthorized' })
    if (url.pathname === '/onramp/v1/buy/options' && method === 'GET') return answer(200, BUY_OPTIONS)
    if (url.pathname === '/onramp/v1/buy/quote' && method === 'POST') {
      const quote = body as Record<string, string>
      const symbol = CURRENCY_IDS[quote.purchaseCurrency ?? ''] ?? quote.purchaseCurrency ?? ''
      const price = PRICES[symbol]
      if (!price)
        return answer(400, { errorType: 'invalid_request', errorMessage: 'Unsupported purchase currency' })
      const paid = Number(quote.paymentAmount)
      const money = (value: string) => ({ value, currency: quote.paymentCurrency })
      return answer(200, {
        payment_total: money(paid.toFixed(2)),
        payment_subtotal: money((paid - 1.5).toFixed(2)),
        purchase_amount: { value: ((paid - 1.5) / price).toFixed(8), currency: symbol },
        coinbase_fee: money('1.00'),
        network_fee: money('0.50'),
        quote_id: `quote${requests.length}`,
        ...(quote.destinationAddress
          ? { onramp_url: `https://pay.coinbase.test/buy?sessionToken=session${requests.length}` }
          : {}),
      })
    }
    if (url.pathname === '/onramp/v1/token' && method === 'POST') {
      if (!sessionTokenRequestHolds(body))
        return answer(400, {
          errorType: 'invalid_request',
          errorMessage: 'addresses and clientIp are required',
        })
      const token = Buffer.from(`session-${requests.length}`).toString('base64')
      sessionTokens.set(token, body ?? {})
      return answer(200, { token, channel_id: '' })
    }
    const status = /^\/onramp\/v1\/buy\/user\/([A-Za-z0-9_-]{1,100})\/transactions$/.exec(url.pathname)
    if (status && method === 'GET') {
      const list = transactions.get(status[1] ?? '') ?? []
      return answer(200, { transactions: list, nextPageKey: '', totalCount: list.length })
    }
    answer(404, { errorType: 'not_found', errorMessage: 'Not found' })
  })
  return Object.assign(fake, await listenOnLoopback(server), {
    requests,
    transactions,
    sessionTokens,
  })
}

/**
 * A transaction as Coinbase's transaction status API answers it, for the purchase `ref`: 0.0394 ETH on Ethereum
 * for 100 USD (fees 1.00 and 0.50), a transaction hash once it succeeded; `extra` changes any field.
 */
export function coinbaseTransaction(ref: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    transactionId: 'tx1',
    status,
    partnerUserRef: ref,
    purchaseCurrency: 'ETH',
    purchaseNetwork: 'ethereum',
    purchaseAmount: { value: '0.0394', currency: 'ETH' },
    coinbaseFee: { value: '1.00', currency: 'USD' },
    networkFee: { value: '0.50', currency: 'USD' },
    walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    txHash: status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS' ? '0xfeed' : '',
    ...extra,
  }
}

/** The event a transaction's status is reported under; any other status is `onramp.transaction.updated`. */
const WEBHOOK_EVENT_TYPES: Record<string, string> = {
  ONRAMP_TRANSACTION_STATUS_CREATED: 'onramp.transaction.created',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'onramp.transaction.success',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'onramp.transaction.failed',
}

/** The body of a delivery of Coinbase's onramp webhooks: `transaction` (as coinbaseTransaction makes one) and its event. */
export function coinbaseWebhookBody(transaction: Record<string, unknown>): string {
  const eventType = WEBHOOK_EVENT_TYPES[String(transaction.status)] ?? 'onramp.transaction.updated'
  return JSON.stringify({ eventType, ...transaction })
}

/**
 * The headers of a webhook delivery of `body`, signed as Coinbase's webhook documentation describes: `content-type`,
 * `x-hook0-id` and `x-hook0-signature: t=<timestamp>,h=content-type x-hook0-id,v1=<hex HMAC-SHA256 with the
 * subscription's secret of "<t>.<h>.<those headers' values joined by '.'>.<body>">`.
 */
export function signCoinbaseWebhook(
  body: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const signed = { 'content-type': 'application/json', 'x-hook0-id': randomUUID() }
  const names = Object.keys(signed).join(' ')
  const payload = `${timestamp}.${names}.${Object.values(signed).join('.')}.${body}`
  const v1 = createHmac('sha256', secret).update(payload).digest('hex')
  return { ...signed, 'x-hook0-signature': `t=${timestamp},h=${names},v1=${v1}` }
}
