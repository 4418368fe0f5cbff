import type { Server } from 'node:net'

export type CapHttpConnectionsParameters = {
  /** Connections the node serves HTTP on at once (`MAX_CONNECTIONS`); upgrade requests count until admitted. */
  maxConnections: number
  /** Relay sockets the node holds at most (the relay's own budget). */
  maxRelaySockets: number
  /** Connections the relay holds now: they do not count against maxConnections. */
  relaySockets(): number
}

/**
 * Caps a node's connections in two shares: `maxConnections` for HTTP (requests and upgrade requests not admitted
 * yet) and the relay's own budget for its sockets, so however many sockets the relay holds, HTTP keeps its share.
 * A connection past its share is closed at once, as Node closes one past `server.maxConnections`, which bounds
 * the sum.
 */
export function capHttpConnections(
  server: Server,
  { maxConnections, maxRelaySockets, relaySockets }: CapHttpConnectionsParameters,
): void {
  server.maxConnections = maxConnections + maxRelaySockets
  let open = 0
  server.on('connection', (socket) => {
    open += 1
    socket.once('close', () => {
      open -= 1
    })
    if (open - relaySockets() > maxConnections) socket.destroy()
  })
}
