import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import { listenOnLoopback } from './listenOnLoopback.js'

/** A request the fake Meld API received. */
export type FakeMeldRequest = {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: unknown
}

export type FakeMeldApi = {
  url: string
  requests: FakeMeldRequest[]
  /** Meld's transactions by id, as `GET /payments/transactions/{id}` answers them. */
  transactions: Map<string, Record<string, unknown>>
  /** The quotes `POST /payments/crypto/quote` answers (per destination currency code; none: an empty list). */
  quotes: Map<string, Record<string, unknown>[]>
  /** Answers every call with this status and body instead, or never answers (`hang`), while set. */
  failure: { status: number; body: unknown } | 'hang' | undefined
  close(): Promise<void>
}

/**
 * Meld's API as its public reference documents it, for one module's unit tests: crypto currencies, fiat purchase
 * limits, crypto quotes, widget sessions and transactions, answering only with the API key it was given (`BASIC`).
 */
export async function startFakeMeldApi(apiKey: string): Promise<FakeMeldApi> {
  const requests: FakeMeldRequest[] = []
  const transactions = new Map<string, Record<string, unknown>>()
  const quotes = new Map<string, Record<string, unknown>[]>()
  const fake = { failure: undefined as FakeMeldApi['failure'] }
  const server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    const url = new URL(request.url ?? '/', 'http://meld.test')
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
    requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body })
    const answer = (status: number, json: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    if (fake.failure === 'hang') return
    if (fake.failure) return answer(fake.failure.status, fake.failure.body)
    if (request.headers.authorization !== `BASIC ${apiKey}`)
      return answer(401, { code: 'UNAUTHORIZED', message: 'Invalid credentials' })
    if (url.pathname === '/service-providers/properties/crypto-currencies')
      return answer(200, [
        { currencyCode: 'ETH', name: 'Ethereum', chainCode: 'ETH', chainName: 'Ethereum', chainId: '1' },
        {
          currencyCode: 'USDC_BASE',
          name: 'USD Coin',
          chainCode: 'BASE',
          chainName: 'Base',
          chainId: '8453',
        },
        { currencyCode: 'SOL', name: 'Solana', chainCode: 'SOL', chainName: 'Solana', chainId: null },
        { currencyCode: 'BTC', name: 'Bitcoin', chainCode: 'BTC', chainName: 'Bitcoin', chainId: null },
        { currencyCode: 'PEPE', name: 'Pepe', chainCode: 'ETH', chainName: 'Ethereum', chainId: '1' },
      ])
    if (url.pathname === '/service-providers/limits/fiat-currency-purchases')
      return answer(200, [
        { currencyCode: 'USD', defaultAmount: 100, minimumAmount: 20, maximumAmount: 20_000 },
        { currencyCode: 'EUR', defaultAmount: 100, minimumAmount: 25, maximumAmount: 15_000 },
      ])
    if (url.pathname === '/payments/crypto/quote' && request.method === 'POST') {
      const { sourceAmount, destinationCurrencyCode } = body as {
        sourceAmount: number
        destinationCurrencyCode: string
      }
      if (sourceAmount < 20)
        return answer(400, { code: 'BAD_REQUEST', message: 'Amount below the minimum', requestId: 'r1' })
      return answer(200, { quotes: quotes.get(destinationCurrencyCode) ?? [], message: null, error: null })
    }
    if (url.pathname === '/crypto/session/widget' && request.method === 'POST') {
      const id = `session${requests.length}`
      return answer(200, {
        id,
        externalSessionId: (body as { externalSessionId: string }).externalSessionId,
        customerId: 'customer1',
        token: 'token',
        widgetUrl: `https://sb.meldcrypto.test/?token=${id}`,
      })
    }
    const transaction = /^\/payments\/transactions\/([A-Za-z0-9]+)$/.exec(url.pathname)
    if (transaction && request.method === 'GET') {
      const found = transactions.get(transaction[1] ?? '')
      return found
        ? answer(200, { transaction: found })
        : answer(404, { code: 'NOT_FOUND', message: 'Transaction not found' })
    }
    answer(404, { code: 'NOT_FOUND', message: 'Not found' })
  })
  return Object.assign(fake, await listenOnLoopback(server), {
    requests,
    transactions,
    quotes,
  })
}

/** A webhook as Meld signs it: base64url (padded) HMAC-SHA256 of `<timestamp>.<url>.<body>`. */
export function signMeldWebhook(
  url: string,
  body: string,
  secret: string,
  timestamp = new Date().toISOString(),
) {
  const signature = `${createHmac('sha256', secret).update(`${timestamp}.${url}.${body}`).digest('base64url')}=`
  return { 'meld-signature': signature, 'meld-signature-timestamp': timestamp }
}
