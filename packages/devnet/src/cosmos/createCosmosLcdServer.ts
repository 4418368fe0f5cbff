import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { corsHeaders, readBody, sendJson } from '../json/serveJsonRpc.js'
import type { CosmosLedger } from './CosmosLedger.js'
import { CosmosTxError } from './CosmosTxError.js'
import type { CosmosTxRecord } from './CosmosTxRecord.js'
import { baseAccount } from './cosmosQueries.js'
import { COMET_VERSION } from './serveCometRpc.js'

type Route = {
  method: string
  path: RegExp
  handle: (ledger: CosmosLedger, match: string[], body: unknown, url: URL) => unknown
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly grpcCode: number,
    message: string,
  ) {
    super(message)
  }
}

function txResponse(record: CosmosTxRecord | undefined, hash: string, error?: CosmosTxError) {
  const result = record?.result
  return {
    height: String(record?.height ?? 0),
    txhash: hash,
    codespace: error?.codespace ?? result?.codespace ?? '',
    code: error?.abciCode ?? result?.code ?? 0,
    data: result ? bytesToHex(result.data).toUpperCase() : '',
    raw_log: error?.shortMessage ?? result?.log ?? '',
    logs: [],
    info: '',
    gas_wanted: String(result?.gasWanted ?? 0n),
    gas_used: String(result?.gasUsed ?? 0n),
    tx: null,
    timestamp: '',
    events: result?.events ?? [],
  }
}

function txBytesOf(body: unknown): Uint8Array {
  const txBytes = (body as { tx_bytes?: unknown } | undefined)?.tx_bytes
  if (typeof txBytes !== 'string') throw new HttpError(400, 3, 'invalid empty tx')
  return Buffer.from(txBytes, 'base64')
}

const routes: Route[] = [
  {
    method: 'GET',
    path: /^\/cosmos\/auth\/v1beta1\/accounts\/([^/]+)$/,
    handle: (ledger, [, address = '']) => {
      const account = (() => {
        try {
          return baseAccount(ledger, address)
        } catch (error) {
          throw new HttpError(404, 5, (error as Error).message)
        }
      })()
      return {
        account: {
          '@type': '/cosmos.auth.v1beta1.BaseAccount',
          address,
          pub_key: account.pubKey
            ? {
                '@type': account.pubKey.typeUrl,
                key: Buffer.from(account.pubKey.value.slice(2)).toString('base64'),
              }
            : null,
          account_number: account.accountNumber.toString(),
          sequence: account.sequence.toString(),
        },
      }
    },
  },
  {
    method: 'GET',
    path: /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)$/,
    handle: (ledger, [, address = '']) => {
      const balances = ledger.balancesOf(address)
      return { balances, pagination: { next_key: null, total: String(balances.length) } }
    },
  },
  {
    method: 'GET',
    path: /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)\/by_denom$/,
    handle: (ledger, [, address = ''], _body, url) => ({
      balance: ledger.balance(address, url.searchParams.get('denom') ?? ''),
    }),
  },
  {
    method: 'POST',
    path: /^\/cosmos\/tx\/v1beta1\/simulate$/,
    handle: (ledger, _match, body) => {
      const { gasUsed, gasWanted } = ledger.simulate(txBytesOf(body))
      return {
        gas_info: { gas_wanted: gasWanted.toString(), gas_used: gasUsed.toString() },
        result: { data: '', log: '', events: [], msg_responses: [] },
      }
    },
  },
  {
    method: 'POST',
    path: /^\/cosmos\/tx\/v1beta1\/txs$/,
    handle: (ledger, _match, body) => {
      const bytes = txBytesOf(body)
      const hash = bytesToHex(sha256(bytes)).toUpperCase()
      try {
        ledger.broadcast(bytes)
        return { tx_response: txResponse(undefined, hash) }
      } catch (error) {
        if (!(error instanceof CosmosTxError)) throw error
        return { tx_response: txResponse(undefined, hash, error) }
      }
    },
  },
  {
    method: 'GET',
    path: /^\/cosmos\/tx\/v1beta1\/txs\/([0-9A-Fa-f]{64})$/,
    handle: (ledger, [, hash = '']) => {
      const record = ledger.transaction(hash)
      if (!record) throw new HttpError(404, 5, `tx not found: ${hash.toUpperCase()}`)
      return { tx: null, tx_response: txResponse(record, record.hash) }
    },
  },
  {
    method: 'GET',
    path: /^\/cosmos\/base\/tendermint\/v1beta1\/node_info$/,
    handle: (ledger) => ({
      default_node_info: { network: ledger.chainId, version: COMET_VERSION, moniker: 'portico-devnet' },
      application_version: { name: 'portico-devnet', app_name: 'porticod', version: '0.50.0' },
    }),
  },
  {
    method: 'GET',
    path: /^\/cosmos\/base\/tendermint\/v1beta1\/blocks\/latest$/,
    handle: (ledger) => {
      const { hash, height, time } = ledger.latestBlock
      return {
        block_id: { hash: Buffer.from(hash, 'hex').toString('base64') },
        block: { header: { chain_id: ledger.chainId, height: String(height), time: time.toISOString() } },
      }
    },
  },
]

async function handle(
  ledger: CosmosLedger,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders)
    response.end()
    return
  }
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  for (const route of routes) {
    const match = route.method === request.method ? route.path.exec(url.pathname) : null
    if (!match) continue
    try {
      const text = request.method === 'POST' ? await readBody(request) : ''
      sendJson(response, 200, route.handle(ledger, [...match], text ? JSON.parse(text) : undefined, url))
    } catch (error) {
      const { status, grpcCode, message } =
        error instanceof HttpError
          ? error
          : new HttpError(500, 13, error instanceof Error ? error.message : String(error))
      sendJson(response, status, { code: grpcCode, message, details: [] })
    }
    return
  }
  sendJson(response, 501, { code: 12, message: 'Not Implemented', details: [] })
}

/** The Cosmos REST (LCD) API for auth, bank and tx, as the gRPC gateway of a node serves it. */
export function createCosmosLcdServer(ledger: CosmosLedger): Server {
  return createServer((request, response) => void handle(ledger, request, response))
}
