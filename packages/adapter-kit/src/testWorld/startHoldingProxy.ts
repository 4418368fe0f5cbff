import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An HTTP API in front of another on 127.0.0.1 that can hold a request back, to order requests in a test. */
export interface HoldingProxy {
  /** Where to send the requests (no trailing slash). */
  url: string
  /**
   * Holds the next request whose path starts with `pathPrefix` until `release()`; only then is it forwarded,
   * so its answer is what the API says at that moment. `arrived` resolves once that request is held.
   */
  holdNext(pathPrefix: string): { arrived: Promise<void>; release(): void }
  stop(): Promise<void>
}

const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'host', 'transfer-encoding'])

async function bodyOf(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length > 0 ? Uint8Array.from(Buffer.concat(chunks)) : undefined
}

/**
 * Starts a proxy on an ephemeral port of 127.0.0.1 that forwards every request to `target` (an HTTP API of the
 * devnet), holding back the ones a test asked for.
 */
export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  const base = target.replace(/\/+$/, '')
  const holds: { pathPrefix: string; arrive(): void; released: Promise<void> }[] = []
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/'
    const index = holds.findIndex((entry) => path.startsWith(entry.pathPrefix))
    const hold = index >= 0 ? holds.splice(index, 1)[0] : undefined
    if (hold) {
      hold.arrive()
      await hold.released
    }
    try {
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        HOP_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
      )
      const body = await bodyOf(request)
      const answer = await fetch(`${base}${path}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body ? { body } : {}),
      })
      const answerHeaders = [...answer.headers].filter(([name]) => !HOP_HEADERS.has(name))
      response.writeHead(answer.status, Object.fromEntries(answerHeaders))
      response.end(Buffer.from(await answer.arrayBuffer()))
    } catch (error) {
      response.writeHead(502).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    holdNext(pathPrefix) {
      let arrive: () => void = () => undefined
      let release: () => void = () => undefined
      const arrived = new Promise<void>((resolve) => (arrive = resolve))
      holds.push({ pathPrefix, arrive, released: new Promise<void>((resolve) => (release = resolve)) })
      return { arrived, release: () => release() }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
