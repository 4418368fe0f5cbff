import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ExchangeSandboxContext } from './ExchangeSandboxContext.js'

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
  json(response, status, { error: { code, message } })

/**
 * The exchange's API (behind its API key): `GET /api/assets` (what it pays with, each on its network),
 * `GET /api/payments?ref=<ref>` (the payments of one link: its status API) and `GET /api/payments/<id>`.
 */
export function exchangeSandboxApi(context: ExchangeSandboxContext) {
  return (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (request.method !== 'GET') return refuse(response, 405, 'METHOD_NOT_ALLOWED', 'Only GET is served.')
    if (url.pathname === '/api/assets')
      return json(response, 200, {
        name: context.name,
        assets: context.assets,
      })
    if (url.pathname === '/api/payments') {
      const ref = url.searchParams.get('ref')
      const payments = [...context.payments.values()].filter((payment) => payment.ref === ref)
      return json(response, 200, { payments })
    }
    const byId = /^\/api\/payments\/([A-Za-z0-9_]{1,64})$/.exec(url.pathname)
    if (byId) {
      const payment = context.payments.get(byId[1] ?? '')
      return payment
        ? json(response, 200, payment)
        : refuse(response, 404, 'PAYMENT_NOT_FOUND', 'No such payment.')
    }
    return refuse(response, 404, 'NOT_FOUND', 'No such route.')
  }
}
