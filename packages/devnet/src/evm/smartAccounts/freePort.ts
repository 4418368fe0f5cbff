import { createServer } from 'node:net'

/** A port that was free on 127.0.0.1 a moment ago (for a child process that cannot report the port it bound). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const bound = server.address()
      const port = typeof bound === 'object' && bound ? bound.port : 0
      server.close(() => resolve(port))
    })
  })
}
