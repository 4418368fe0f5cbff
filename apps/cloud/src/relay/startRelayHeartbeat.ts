import type { WebSocket, WebSocketServer } from 'ws'

/** The heartbeat of a node's relay sockets. */
export type RelayHeartbeat = {
  /** Starts watching a new socket: it counts as alive until the next beat, and again each time it answers a ping. */
  watch(socket: WebSocket): void
  stop(): void
}

/** Every `intervalMs`, closes the sockets that did not answer the last ping, and pings the others. */
export function startRelayHeartbeat(wss: WebSocketServer, intervalMs: number): RelayHeartbeat {
  const alive = new WeakSet<WebSocket>()
  const timer = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.has(socket)) {
        socket.terminate()
        continue
      }
      alive.delete(socket)
      socket.ping()
    }
  }, intervalMs)
  timer.unref()
  return {
    watch(socket) {
      alive.add(socket)
      socket.on('pong', () => alive.add(socket))
    },
    stop: () => clearInterval(timer),
  }
}
