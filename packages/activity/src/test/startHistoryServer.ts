import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ActivityPurchase, ActivityTransaction } from '../ActivityTransaction.js'

export interface HistoryServer {
  url: string
  /** The account's transactions, newest first; paged by `limit` with the index as cursor. */
  transactions: ActivityTransaction[]
  /** The account's on-ramp purchases, answered with the first page when it asks with `onramp` (as the cloud does). */
  purchases: ActivityPurchase[]
  /** Each history request's query. */
  requests: URLSearchParams[]
  /** Answer the history with a 500 while true. */
  failing: boolean
  /** Leave the history requests unanswered while true (a cloud that hangs). */
  holding: boolean
  /** Ends the held requests' connections from the server's side (the client sees `fetch failed`). */
  dropHeld(): void
  stop(): Promise<void>
}

/**
 * A stand-in for the cloud's history route in the package's unit tests (the real route and its
 * cursors are tested in apps/cloud): `GET /v1/account/{address}/history`, the config answering
 * `activity: true`, CORS open; everything else 404.
 */
export async function startHistoryServer(): Promise<HistoryServer> {
  const history: HistoryServer = {
    url: '',
    transactions: [],
    purchases: [],
    requests: [],
    failing: false,
    holding: false,
    dropHeld: () => {
      for (const response of held) response.destroy()
      held.clear()
    },
    stop: async () => {},
  }
  const held = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-headers', '*')
      response.statusCode = 204
      response.end()
      return
    }
    response.setHeader('content-type', 'application/json')
    if (url.pathname === '/appkit/v1/config') {
      response.end(
        JSON.stringify({
          features: {
            email: false,
            socials: [],
            swaps: [],
            onramp: [],
            activity: true,
            reownBranding: true,
            multiWallet: false,
          },
        }),
      )
      return
    }
    if (!/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
      response.statusCode = 404
      response.end(JSON.stringify({ error: 'not_found', message: 'Route not found' }))
      return
    }
    history.requests.push(url.searchParams)
    if (history.holding) {
      held.add(response)
      return
    }
    if (history.failing) {
      response.statusCode = 500
      response.end(JSON.stringify({ error: 'server_error', message: 'Server Error' }))
      return
    }
    const start = Number(url.searchParams.get('cursor') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 20)
    const data = history.transactions.slice(start, start + limit)
    const next = start + limit < history.transactions.length ? String(start + limit) : null
    const onramp = url.searchParams.get('onramp') && start === 0 ? { onramp: history.purchases } : {}
    response.end(JSON.stringify({ data, next, ...onramp }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  history.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  history.stop = () => {
    history.dropHeld()
    return new Promise((resolve) => server.close(() => resolve()))
  }
  return history
}

/** A confirmed native transfer of the account on `chain`, mined at `minedAt`. */
export function transactionOf(
  hash: string,
  { chain = 'eip155:1', minedAt = new Date().toISOString(), direction = 'out' as 'in' | 'out' } = {},
): ActivityTransaction {
  return {
    id: hash,
    metadata: {
      operationType: direction === 'out' ? 'send' : 'receive',
      hash,
      minedAt,
      sentFrom: '0x1',
      sentTo: '0x2',
      status: 'confirmed',
      chain,
    },
    transfers: [
      {
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
        direction,
        quantity: { numeric: '0.0123456' },
      },
    ],
  }
}
