import type { IncomingMessage, ServerResponse } from 'node:http'
import { DevnetError } from '../errors/DevnetError.js'
import type { OnrampSandboxContext } from './OnrampSandboxContext.js'
import { ONRAMP_FIAT_USD_RATES, ONRAMP_SANDBOX_ASSETS } from './onrampSandboxProviders.js'
import { quoteOnrampPurchase } from './quoteOnrampPurchase.js'
import { settlePendingOrder } from './settlePendingOrder.js'

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
  json(response, status, { error: { code, message } })

/**
 * The provider's API (behind its API key): `GET /api/options`, `GET /api/quote?fiatAmount&fiatCurrency&asset&network`,
 * `GET /api/orders/<id>` and `GET /api/orders?ref=<ref>`; and the sandbox's test helper `POST /api/orders/<id>/settle`,
 * which pays a pending order now instead of after `pendingMs` (409 when it is not pending).
 */
export function onrampSandboxApi(context: OnrampSandboxContext) {
  const { provider, networks, book } = context
  return (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const settle = /^\/api\/orders\/([A-Za-z0-9_]{1,64})\/settle$/.exec(url.pathname)
    if (settle && request.method === 'POST') {
      const order = book.orders.get(settle[1] ?? '')
      if (!order) return refuse(response, 404, 'ORDER_NOT_FOUND', 'No such order.')
      if (!settlePendingOrder(context, order))
        return refuse(response, 409, 'ORDER_NOT_PENDING', `The order is ${order.status}, not pending.`)
      return json(response, 202, order)
    }
    if (request.method !== 'GET') return refuse(response, 405, 'METHOD_NOT_ALLOWED', 'Only GET is served.')
    if (url.pathname === '/api/options')
      return json(response, 200, {
        provider: provider.id,
        name: provider.name,
        feeBps: provider.feeBps,
        fiatCurrencies: Object.keys(ONRAMP_FIAT_USD_RATES).map((code) => ({
          code,
          ...provider.limits[code as keyof typeof ONRAMP_FIAT_USD_RATES],
        })),
        assets: Object.entries(networks).map(([network, { asset }]) => ({
          asset,
          network,
          decimals: ONRAMP_SANDBOX_ASSETS[asset].decimals,
        })),
      })
    if (url.pathname === '/api/quote') {
      const parameter = (name: string) => url.searchParams.get(name) ?? ''
      const network = networks[parameter('network')]
      if (!network || !Object.hasOwn(networks, parameter('network')) || network.asset !== parameter('asset'))
        return refuse(
          response,
          400,
          'ONRAMP_UNSUPPORTED_ASSET',
          `${provider.name} does not sell this asset there.`,
        )
      try {
        const quote = quoteOnrampPurchase(provider, {
          fiatAmount: parameter('fiatAmount'),
          fiatCurrency: parameter('fiatCurrency'),
          asset: parameter('asset'),
        })
        return json(response, 200, {
          provider: provider.id,
          ...quote,
          network: parameter('network'),
          cryptoAmount: String(quote.cryptoAmount),
        })
      } catch (error) {
        if (error instanceof DevnetError) return refuse(response, 400, error.code, error.shortMessage)
        throw error
      }
    }
    const byId = /^\/api\/orders\/([A-Za-z0-9_]{1,64})$/.exec(url.pathname)
    if (byId) {
      const order = book.orders.get(byId[1] ?? '')
      return order ? json(response, 200, order) : refuse(response, 404, 'ORDER_NOT_FOUND', 'No such order.')
    }
    if (url.pathname === '/api/orders') {
      const ref = url.searchParams.get('ref')
      return json(response, 200, { orders: [...book.orders.values()].filter((order) => order.ref === ref) })
    }
    return refuse(response, 404, 'NOT_FOUND', 'No such route.')
  }
}
