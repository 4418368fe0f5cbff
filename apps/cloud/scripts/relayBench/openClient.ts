import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/** One bench socket: JSON-RPC requests answered by id; pushes acknowledged and handed to `onPush`. */
export type Client = { ws: WebSocket; send(method: string, params: unknown): Promise<unknown> }

/** Opens a relay socket with its own did:key JWT, signed as the official clients sign it. */
export async function openClient(
  relayUrl: string,
  onPush: (data: { message: string }) => void,
): Promise<Client> {
  const keys = generateKeyPair()
  const auth = await signJWT('0'.repeat(64), relayUrl, 86_400, keys)
  const ws = new WebSocket(`${relayUrl}?${new URLSearchParams({ auth, projectId: 'portico-lab' })}`)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade: ${response.statusCode}`)),
    )
  })
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as {
      id: number
      method?: string
      params?: { data: { message: string } }
      result?: unknown
      error?: { message: string }
    }
    if (frame.method === 'irn_subscription' && frame.params) {
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      onPush(frame.params.data)
      return
    }
    const entry = waiting.get(frame.id)
    if (!entry) return
    waiting.delete(frame.id)
    if (frame.error) entry.reject(new Error(frame.error.message))
    else entry.resolve(frame.result)
  })
  return {
    ws,
    send(method, params) {
      const id = nextId++
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }))
    },
  }
}
