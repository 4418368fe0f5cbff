import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import { WebSocketServer } from 'ws'
import { close, listen } from '../json/listen.js'
import { type JsonRpcRequest, serveJsonRpc } from '../json/serveJsonRpc.js'
import { stringifyJson } from '../json/stringifyJson.js'
import type { SolanaLedger } from './SolanaLedger.js'
import { SolanaRpcError } from './solanaRpcError.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'
import { solanaSubscriptions } from './solanaSubscriptions.js'

export type SolanaRpcServer = { rpcPort: number; wsPort: number; close(): Promise<void> }

async function answer(
  ledger: SolanaLedger,
  request: JsonRpcRequest,
  subscribe?: (method: string, params: unknown[]) => unknown,
) {
  const id = request.id ?? null
  const params = Array.isArray(request.params) ? request.params : []
  const method = typeof request.method === 'string' ? request.method : ''
  try {
    const viaSubscription = subscribe?.(method, params)
    if (viaSubscription !== undefined) return { jsonrpc: '2.0', id, result: viaSubscription }
    const handler = solanaRpcMethods[method]
    if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
    return { jsonrpc: '2.0', id, result: await handler(params, ledger) }
  } catch (error) {
    if (error instanceof SolanaRpcError) {
      return {
        jsonrpc: '2.0',
        id,
        error: { code: error.rpcCode, message: error.shortMessage, data: error.data },
      }
    }
    return { jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${String(error)}` } }
  }
}

/**
 * Serves the ledger like a validator: JSON-RPC over HTTP on `rpcPort`, PubSub over WebSocket on
 * `rpcPort + 1` (where `@solana/web3.js` 1.x looks by default) and on the RPC port itself.
 * Port 0 picks a free pair.
 */
export async function serveSolanaRpc(ledger: SolanaLedger, requestedPort: number): Promise<SolanaRpcServer> {
  let subscriptionId = 0
  const nextId = () => ++subscriptionId
  const wss = new WebSocketServer({ noServer: true })
  wss.on('connection', (socket) => {
    const subscriptions = solanaSubscriptions(ledger, socket, nextId)
    socket.on('message', async (data) => {
      let request: JsonRpcRequest
      try {
        request = JSON.parse(data.toString()) as JsonRpcRequest
      } catch {
        socket.send(
          stringifyJson({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
        return
      }
      // Clients' keep-alive pings (no id) need no answer.
      if (request.id === undefined) return
      socket.send(stringifyJson(await answer(ledger, request, subscriptions.subscribe)))
    })
    socket.on('close', () => subscriptions.close())
  })
  const upgrade = (server: Server) =>
    server.on('upgrade', (request, socket: Socket, head) =>
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)),
    )
  const makeHttp = () => {
    const server = createServer((request, response) => {
      void serveJsonRpc(request, response, (body) => answer(ledger, body))
    })
    upgrade(server)
    return server
  }

  for (let attempt = 0; ; attempt++) {
    const rpc = makeHttp()
    const ws = createServer((_request, response) => {
      response.writeHead(426)
      response.end()
    })
    upgrade(ws)
    const rpcPort = await listen(rpc, requestedPort)
    try {
      const wsPort = await listen(ws, rpcPort + 1)
      return {
        rpcPort,
        wsPort,
        close: async () => {
          for (const client of wss.clients) client.terminate()
          await Promise.all([close(rpc), close(ws)])
          wss.close()
        },
      }
    } catch (error) {
      await close(rpc)
      if (requestedPort !== 0 || attempt >= 20) throw error
    }
  }
}
