import { RelayError } from './RelayError.js'
import { relayRefusalOfClose } from './relayRefusalOfClose.js'
import { type RelayIdentity, signRelayJwt } from './signRelayJwt.js'

/** The WebSocket constructor to use: the page's; Node 20 has none, so its callers pass one (`ws`). */
export type WebSocketConstructor = new (url: string) => WebSocket

export type RelaySocketParameters = {
  relayUrl: string
  projectId: string
  identity: RelayIdentity
  WebSocket?: WebSocketConstructor
}

/** A message published on a topic the client listens to. */
export type RelayDelivery = { topic: string; message: string; publishedAt: number }

/** The client's line to the relay: opened on first use, reopened (and resubscribed) after a loss. */
export type RelaySocket = {
  subscribe(topic: string): Promise<void>
  unsubscribe(topic: string): Promise<void>
  publish(topic: string, message: string, options: { ttl: number; tag: number }): Promise<void>
  onMessage(listener: (delivery: RelayDelivery) => void): () => void
  close(): void
}

type Pending = { resolve(result: unknown): void; reject(error: Error): void }

export function createRelaySocket({
  relayUrl,
  projectId,
  identity,
  WebSocket: Socket = globalThis.WebSocket,
}: RelaySocketParameters): RelaySocket {
  const topics = new Set<string>()
  const listeners = new Set<(delivery: RelayDelivery) => void>()
  const pending = new Map<number, Pending>()
  let socket: Promise<WebSocket> | undefined
  let closed = false
  /** Why the last socket was refused, for a request that comes after its close. */
  let refused: RelayError | undefined
  let lastId = 0
  const nextId = () => {
    lastId = Math.max(lastId + 1, Date.now() * 1_000)
    return lastId
  }

  const open = (): Promise<WebSocket> => {
    socket ??= new Promise<WebSocket>((resolve, reject) => {
      const query = new URLSearchParams({ auth: signRelayJwt(identity, relayUrl), projectId })
      const ws = new Socket(`${relayUrl}${relayUrl.includes('?') ? '&' : '?'}${query}`)
      let opened = false
      ws.onopen = () => {
        opened = true
        refused = undefined
        resolve(ws)
        if (topics.size > 0)
          void send(ws, 'irn_batchSubscribe', { topics: [...topics] }).catch(() => undefined)
      }
      ws.onmessage = (event) => receive(ws, String(event.data))
      // The close that follows says it (Node's `ws` throws an error event nobody listens to).
      ws.onerror = () => undefined
      ws.onclose = (event) => {
        socket = undefined
        // A refusal (an unknown project, a clock ahead) is said with the close: no reconnecting into it again.
        const refusal = relayRefusalOfClose(event.code)
        refused = refusal
        for (const entry of pending.values())
          entry.reject(refusal ?? new RelayError('The relay connection closed'))
        pending.clear()
        if (!opened) reject(new RelayError(`Could not connect to the relay at ${relayUrl}`))
        else if (!refusal && !closed && topics.size > 0)
          setTimeout(() => void open().catch(() => undefined), 1_000)
      }
    })
    return socket
  }

  const send = (ws: WebSocket, method: string, params: unknown): Promise<unknown> =>
    new Promise((resolve, reject) => {
      // A refusal's close follows the open at once: once closed, the request fails as the others did; while closing,
      // it waits for the close, which says why.
      if (ws.readyState === ws.CLOSED) return reject(refused ?? new RelayError('The relay connection closed'))
      const id = nextId()
      pending.set(id, { resolve, reject })
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })

  const request = async (method: string, params: unknown) => send(await open(), method, params)

  const receive = (ws: WebSocket, text: string) => {
    let frame: {
      id?: number
      method?: string
      params?: { data?: RelayDelivery }
      result?: unknown
      error?: { message: string; code: number }
    }
    try {
      frame = JSON.parse(text)
    } catch {
      return
    }
    if (frame.method === 'irn_subscription') {
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      const data = frame.params?.data
      if (data && topics.has(data.topic)) for (const listener of listeners) listener(data)
      return
    }
    const entry = typeof frame.id === 'number' ? pending.get(frame.id) : undefined
    if (!entry || frame.id === undefined) return
    pending.delete(frame.id)
    if (frame.error) entry.reject(new RelayError(frame.error.message, frame.error.code))
    else entry.resolve(frame.result)
  }

  return {
    async subscribe(topic) {
      topics.add(topic)
      await request('irn_subscribe', { topic })
    },
    async unsubscribe(topic) {
      topics.delete(topic)
      if (socket) await request('irn_unsubscribe', { topic })
    },
    async publish(topic, message, { ttl, tag }) {
      await request('irn_publish', { topic, message, ttl, tag, prompt: false })
    },
    onMessage(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      closed = true
      topics.clear()
      void socket?.then((ws) => ws.close())
      socket = undefined
    },
  }
}
