import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { corsHeaders, readBody } from '../json/serveJsonRpc.js'
import type { BcoinFullNode, BcoinTxMeta } from './bcoin.js'
import { devnetBitcoinMiner } from './devnetBitcoinAccounts.js'
import { esploraStatus, esploraTransaction, reverseHex } from './esploraTransaction.js'

type Reply = { status: number; body: unknown }
type Route = {
  method: string
  path: RegExp
  handle: (node: BcoinFullNode, match: string[], body: string) => Promise<Reply>
}

const ok = (body: unknown): Reply => ({ status: 200, body })
const notFound = (text: string): Reply => ({ status: 404, body: text })
// bcoin 1.0 keys transactions by hex hashes in internal (reversed) byte order.
const txidOf = (text: string) => Buffer.from(text, 'hex').reverse().toString('hex')

async function transactionJson(node: BcoinFullNode, meta: BcoinTxMeta) {
  const entry = meta.height >= 0 ? await node.chain.getEntry(meta.height) : null
  return esploraTransaction(meta, await node.getMetaView(meta), entry)
}

async function addressTransactions(node: BcoinFullNode, address: string) {
  const metas = await node.getMetaByAddress([address])
  // Mempool first, then newest block first, as Esplora lists them.
  const order = (meta: BcoinTxMeta) => (meta.height < 0 ? Number.MAX_SAFE_INTEGER : meta.height)
  metas.sort((a, b) => order(b) - order(a))
  return Promise.all(metas.map((meta) => transactionJson(node, meta)))
}

/** Calls the node's JSON-RPC; errors come back as Esplora words them (`sendrawtransaction RPC error: {...}`). */
async function rpc(node: BcoinFullNode, method: string, params: unknown[]): Promise<Reply> {
  const { result, error } = await node.rpc.call({ method, params, id: 1 }, [])
  if (error) return { status: 400, body: `${method} RPC error: ${JSON.stringify(error)}` }
  return ok(result)
}

const routes: Route[] = [
  { method: 'GET', path: /^\/blocks\/tip\/height$/, handle: async (node) => ok(String(node.chain.height)) },
  {
    method: 'GET',
    path: /^\/blocks\/tip\/hash$/,
    handle: async (node) => ok(reverseHex(node.chain.tip.hash)),
  },
  {
    method: 'GET',
    path: /^\/fee-estimates$/,
    // A regtest mempool has no fee market: every target gets the minimum relay rate (sat/vB).
    handle: async () =>
      ok(Object.fromEntries([1, 2, 3, 4, 5, 6, 10, 25, 144, 504, 1008].map((target) => [target, 1]))),
  },
  {
    method: 'GET',
    path: /^\/address\/([^/]+)\/utxo$/,
    handle: async (node, [, address = '']) => {
      const coins = await node.getCoinsByAddress([address])
      const utxos = await Promise.all(
        coins.map(async (coin) => {
          const entry = coin.height >= 0 ? await node.chain.getEntry(coin.height) : null
          const status = entry
            ? {
                confirmed: true,
                block_height: entry.height,
                block_hash: reverseHex(entry.hash),
                block_time: entry.time,
              }
            : { confirmed: false }
          return { txid: coin.txid(), vout: coin.index, status, value: coin.value }
        }),
      )
      return ok(utxos)
    },
  },
  {
    method: 'GET',
    path: /^\/address\/([^/]+)\/txs$/,
    handle: async (node, [, address = '']) => ok(await addressTransactions(node, address)),
  },
  {
    method: 'GET',
    path: /^\/address\/([^/]+)$/,
    handle: async (node, [, address = '']) => {
      const stats = {
        chain: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
        mempool: {
          funded_txo_count: 0,
          funded_txo_sum: 0,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 0,
        },
      }
      for (const tx of await addressTransactions(node, address)) {
        const bucket = tx.status.confirmed ? stats.chain : stats.mempool
        bucket.tx_count += 1
        for (const output of tx.vout.filter((vout) => vout.scriptpubkey_address === address)) {
          bucket.funded_txo_count += 1
          bucket.funded_txo_sum += output.value
        }
        for (const input of tx.vin.filter((vin) => vin.prevout?.scriptpubkey_address === address)) {
          bucket.spent_txo_count += 1
          bucket.spent_txo_sum += input.prevout?.value ?? 0
        }
      }
      return ok({ address, chain_stats: stats.chain, mempool_stats: stats.mempool })
    },
  },
  {
    method: 'GET',
    path: /^\/tx\/([0-9a-f]{64})(\/hex|\/status)?$/,
    handle: async (node, [, txid = '', part]) => {
      const meta = await node.getMeta(txidOf(txid))
      if (!meta) return notFound('Transaction not found')
      if (part === '/hex') return ok(meta.tx.toRaw().toString('hex'))
      if (part === '/status')
        return ok(esploraStatus(meta, meta.height >= 0 ? await node.chain.getEntry(meta.height) : null))
      return ok(await transactionJson(node, meta))
    },
  },
  {
    method: 'POST',
    path: /^\/tx$/,
    handle: async (node, _match, body) => rpc(node, 'sendrawtransaction', [body.trim()]),
  },
  {
    // Devnet extension: mine blocks now (`{ "blocks": 1, "address": "bcrt1…" }`, both optional).
    method: 'POST',
    path: /^\/mine$/,
    handle: async (node, _match, body) => {
      const { blocks = 1, address = devnetBitcoinMiner } = (body ? JSON.parse(body) : {}) as {
        blocks?: number
        address?: string
      }
      return rpc(node, 'generatetoaddress', [blocks, address])
    },
  },
]

async function handle(
  node: BcoinFullNode,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const route = routes.find(
    (candidate) => candidate.method === request.method && candidate.path.test(url.pathname),
  )
  let reply: Reply
  if (request.method === 'OPTIONS') reply = { status: 204, body: '' }
  else if (!route) reply = notFound('Not found')
  else {
    try {
      const body = request.method === 'POST' ? await readBody(request) : ''
      reply = await route.handle(node, [...(route.path.exec(url.pathname) ?? [])], body)
    } catch (error) {
      reply = { status: 400, body: error instanceof Error ? error.message : String(error) }
    }
  }
  const isText = typeof reply.body === 'string'
  response.writeHead(reply.status, {
    'content-type': isText ? 'text/plain' : 'application/json',
    ...corsHeaders,
  })
  response.end(isText ? reply.body : JSON.stringify(reply.body))
}

/** An Esplora-compatible REST API over the bcoin node (address UTXOs and history, tx lookup and broadcast, tip, fees). */
export function createEsploraServer(node: BcoinFullNode): Server {
  return createServer((request, response) => void handle(node, request, response))
}
