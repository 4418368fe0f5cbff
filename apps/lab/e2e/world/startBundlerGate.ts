import { createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface BundlerGate {
  /** Where the cloud sends its bundler calls (BUNDLER_UPSTREAMS), forwarded to the devnet's bundler while open. */
  url: string
  /** The bundler lost: every open connection is cut and each new one closed at once, until `open`. */
  close(): void
  /** Forwards again. */
  open(): void
  /** The JSON-RPC methods it forwarded, in order. */
  readonly forwarded: readonly string[]
  stop(): Promise<void>
}

/**
 * A tiny HTTP proxy in front of the devnet's bundler at `upstream`, which a test can close (connections refused, as a
 * bundler that went down) and open again. A spec's own cloud points at it, so closing it never disturbs the tests of
 * other workers, whose cloud calls the bundler directly.
 */
export async function startBundlerGate({ upstream }: { upstream: string }): Promise<BundlerGate> {
  let closed = false
  const sockets = new Set<Socket>()
  const forwarded: string[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (closed) {
        request.socket.destroy()
        return
      }
      const body = Buffer.concat(chunks).toString('utf8')
      try {
        forwarded.push(String((JSON.parse(body) as { method?: unknown }).method))
      } catch {
        forwarded.push('(not JSON)')
      }
      fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          const text = await answer.text()
          if (closed) return request.socket.destroy()
          response.writeHead(answer.status, { 'content-type': 'application/json' })
          response.end(text)
        })
        .catch(() => request.socket.destroy())
    })
  })
  server.on('connection', (socket: Socket) => {
    if (closed) return socket.destroy()
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close() {
      closed = true
      for (const socket of sockets) socket.destroy()
    },
    open() {
      closed = false
    },
    forwarded,
    stop: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      }),
  }
}
