import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

export type RelayFrame = {
  id?: number | string | null
  method?: string
  /** Of a push (`irn_subscription`): the subscription id and the message. */
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** A raw relay client for tests: signs its JWT like the official clients, sends JSON-RPC, collects pushes. */
/** A push (`irn_subscription`) the relay sent. */
export type RelayPush = RelayFrame & { params: NonNullable<RelayFrame['params']> }

export type RelayTestSocket = {
  ws: WebSocket
  keys: Keypair
  /** Sends a request and resolves with the answer carrying its id. */
  request(method: string, params: unknown): Promise<RelayFrame>
  /** Sends any text and resolves with the next frame that is not a push. */
  sendRaw(text: string): Promise<RelayFrame>
  /** The irn_subscription pushes received so far. */
  pushes: RelayPush[]
  /** Resolves with the `index`-th push (0-based), waiting for it. */
  push(index: number): Promise<RelayPush>
  ack(push: RelayFrame): void
  close(): Promise<void>
  /** Resolves with the close's code and reason, whoever closes the socket (listened to from the start). */
  closed: Promise<{ code: number; reason: string }>
}

export type OpenRelaySocketOptions = {
  projectId?: string
  keys?: Keypair
  origin?: string
  /** The JWT audience; the relay's own URL unless set. */
  aud?: string
  /** The JWT's life in seconds (one day, as the official clients sign it, unless set). */
  jwtTtlSeconds?: number
  /** The JWT's `iat` in seconds since the epoch (now unless set): a clock ahead signs one in the future. */
  issuedAt?: number
  /** Headers of the upgrade request, e.g. `x-forwarded-for` behind a trusted proxy. */
  headers?: Record<string, string>
  /** Do not acknowledge pushes automatically. */
  manualAck?: boolean
}

/** The relay URL of a cloud at `baseUrl` (http://host:port). */
export const relayUrlOf = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/relay`

async function socketUrl(baseUrl: string, options: OpenRelaySocketOptions, keys: Keypair): Promise<string> {
  const relayUrl = relayUrlOf(baseUrl)
  const auth = await signJWT(
    '0'.repeat(64),
    options.aud ?? relayUrl,
    options.jwtTtlSeconds ?? 86_400,
    keys,
    options.issuedAt,
  )
  const query = new URLSearchParams({ auth, projectId: options.projectId ?? 'portico-lab' })
  return `${relayUrl}?${query}`
}

/** Opens a socket; rejects with `{ status, body }` when the relay refuses the upgrade. */
export async function openRelaySocket(
  baseUrl: string,
  options: OpenRelaySocketOptions = {},
): Promise<RelayTestSocket> {
  const keys = options.keys ?? generateKeyPair()
  const ws = new WebSocket(await socketUrl(baseUrl, options, keys), {
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  })
  // Listening before the socket opens: a push the relay sends at once (a replay) may arrive with the upgrade's answer,
  // and so may a close.
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  const pushes: RelayPush[] = []
  const answers: RelayFrame[] = []
  const waiters = new Set<() => void>()
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as RelayFrame
    if (frame.method === 'irn_subscription') {
      pushes.push(frame as RelayPush)
      if (!options.manualAck) ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    } else {
      answers.push(frame)
    }
    for (const waiter of [...waiters]) waiter()
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () =>
        reject({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'],
          body: body ? JSON.parse(body) : undefined,
        }),
      )
    })
    ws.once('error', reject)
  })
  const waitFor = <T>(pick: () => T | undefined): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = pick()
        if (found !== undefined) {
          waiters.delete(check)
          ws.off('close', closed)
          resolve(found)
        }
      }
      const closed = () => {
        waiters.delete(check)
        reject(new Error('socket closed'))
      }
      waiters.add(check)
      ws.once('close', closed)
      check()
    })
  let nextId = 1
  let rawCursor = 0
  return {
    ws,
    keys,
    pushes,
    closed,
    request(method, params) {
      const id = nextId++
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor(() => answers.find((answer) => answer.id === id))
    },
    sendRaw(text) {
      const index = answers.length
      rawCursor = Math.max(rawCursor, index)
      ws.send(text)
      return waitFor(() => answers[index])
    },
    push: (index) => waitFor(() => pushes[index]),
    ack: (push) => ws.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true })),
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve()
        ws.once('close', () => resolve())
        ws.close()
      }),
  }
}
