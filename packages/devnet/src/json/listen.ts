import type { Server } from 'node:http'

/** Listens on 127.0.0.1 and resolves with the bound port (0 = a free port the OS picks). */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.off('error', reject)
      const bound = server.address()
      resolve(typeof bound === 'object' && bound ? bound.port : port)
    })
  })
}

/** Closes a server and every open connection (keep-alive sockets included). */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
