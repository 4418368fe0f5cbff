import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listen } from '../json/listen.js'

export type SandboxServerParameters = {
  /** The path of the provider's page (`/checkout`, `/pay`), answered by `page`. */
  pagePath: string
  page: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>
  /** The API under `/api/`, reached only with `Authorization: Bearer <apiKey>`. */
  api: (request: IncomingMessage, response: ServerResponse, url: URL) => void
  apiKey: string
  /** 0 (or none) for a free port. */
  port?: number | undefined
}

const sameSecret = (given: string, expected: string) => {
  const left = Buffer.from(given)
  const right = Buffer.from(expected)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The HTTP server of a local provider sandbox (on-ramp, exchange) on 127.0.0.1: its page, its API behind the API key
 * (compared in constant time; a wrong one is a 401 with a JSON error), anything else a 404. A page that fails is a 500.
 */
export async function startSandboxServer(parameters: SandboxServerParameters) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === parameters.pagePath) {
      parameters.page(request, response, url).catch(() => {
        if (!response.headersSent) response.writeHead(500)
        response.end()
      })
      return
    }
    if (url.pathname.startsWith('/api/')) {
      if (!sameSecret(request.headers.authorization ?? '', `Bearer ${parameters.apiKey}`)) {
        response.writeHead(401, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'A valid API key is required.' } }),
        )
        return
      }
      parameters.api(request, response, url)
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('Not found')
  })
  const port = await listen(server, parameters.port ?? 0)
  return { server, url: `http://127.0.0.1:${port}` }
}
