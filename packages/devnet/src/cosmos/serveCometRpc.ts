import { createServer, type IncomingMessage, type Server } from 'node:http'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { type JsonRpcRequest, sendJson, serveJsonRpc } from '../json/serveJsonRpc.js'
import type { CosmosLedger } from './CosmosLedger.js'
import { CosmosTxError } from './CosmosTxError.js'
import type { CosmosTxRecord } from './CosmosTxRecord.js'
import { cosmosQueries } from './cosmosQueries.js'
import type { TxResult } from './TxResult.js'

/** The CometBFT version reported, so cosmjs picks its Comet 0.38 client. */
export const COMET_VERSION = '0.38.17'

type Params = Record<string, unknown>
type Handler = (ledger: CosmosLedger, params: Params) => unknown

const nodeId = bytesToHex(sha256(utf8ToBytes('portico-devnet/cosmos/node')).slice(0, 20))
const validatorKey = Buffer.from(sha256(utf8ToBytes('portico-devnet/cosmos/validator'))).toString('base64')

class RpcError extends Error {
  constructor(
    readonly rpcCode: number,
    message: string,
    readonly data: string,
  ) {
    super(message)
  }
}

function txData(result: TxResult) {
  return {
    code: result.code,
    codespace: result.codespace,
    data: Buffer.from(result.data).toString('base64'),
    events: result.events,
    gas_used: result.gasUsed.toString(),
    gas_wanted: result.gasWanted.toString(),
    info: '',
    log: result.log,
  }
}

function txResponse(record: CosmosTxRecord) {
  return {
    hash: record.hash,
    height: String(record.height),
    index: record.index,
    tx: Buffer.from(record.tx).toString('base64'),
    tx_result: txData(record.result),
  }
}

function status(ledger: CosmosLedger, rpcAddress: string) {
  const latest = ledger.latestBlock
  const earliest = ledger.earliestBlock
  return {
    node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      id: nodeId,
      listen_addr: 'tcp://127.0.0.1:26656',
      network: ledger.chainId,
      version: COMET_VERSION,
      channels: '40202122233038606100',
      moniker: 'portico-devnet',
      other: { tx_index: 'on', rpc_address: rpcAddress },
    },
    sync_info: {
      latest_block_hash: latest.hash,
      latest_app_hash: latest.hash,
      latest_block_height: String(latest.height),
      latest_block_time: latest.time.toISOString(),
      earliest_block_hash: earliest.hash,
      earliest_app_hash: earliest.hash,
      earliest_block_height: String(earliest.height),
      earliest_block_time: earliest.time.toISOString(),
      catching_up: false,
    },
    validator_info: {
      address: nodeId.toUpperCase(),
      pub_key: { type: 'tendermint/PubKeyEd25519', value: validatorKey },
      voting_power: '10',
    },
  }
}

const hashFromQuery = (query: unknown) => /tx\.hash\s*=\s*'([0-9A-Fa-f]{64})'/.exec(String(query))?.[1]

const handlers: Record<string, Handler> = {
  health: () => ({}),
  abci_info: (ledger) => ({
    response: {
      data: 'portico-devnet',
      version: '0.50.0',
      app_version: '1',
      last_block_height: String(ledger.latestBlock.height),
      last_block_app_hash: Buffer.from(ledger.latestBlock.hash, 'hex').toString('base64'),
    },
  }),
  abci_query: (ledger, { path, data }) => {
    const query = cosmosQueries[String(path)]
    const height = String(ledger.latestBlock.height)
    const base = { index: '0', key: null, proofOps: null, height, info: '' }
    if (!query) {
      return {
        response: {
          ...base,
          code: 6,
          codespace: 'sdk',
          log: `no custom querier found for route ${path}: unknown request`,
          value: null,
        },
      }
    }
    try {
      const value = query(ledger, Buffer.from(String(data ?? ''), 'hex'))
      return {
        response: { ...base, code: 0, codespace: '', log: '', value: Buffer.from(value).toString('base64') },
      }
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error
      return {
        response: {
          ...base,
          code: error.abciCode,
          codespace: error.codespace,
          log: error.shortMessage,
          value: null,
        },
      }
    }
  },
  broadcast_tx_sync: (ledger, { tx }) => {
    const bytes = Buffer.from(String(tx ?? ''), 'base64')
    const hash = bytesToHex(sha256(bytes)).toUpperCase()
    try {
      ledger.broadcast(bytes)
      return { code: 0, codespace: '', data: '', log: '', hash }
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error
      return { code: error.abciCode, codespace: error.codespace, data: '', log: error.shortMessage, hash }
    }
  },
  tx: (ledger, { hash }) => {
    const hex = Buffer.from(String(hash ?? ''), 'base64')
      .toString('hex')
      .toUpperCase()
    const record = ledger.transaction(hex)
    if (!record) throw new RpcError(-32603, 'Internal error', `tx (${hex}) not found`)
    return txResponse(record)
  },
  tx_search: (ledger, { query }) => {
    const hash = hashFromQuery(query)
    const records = hash
      ? [ledger.transaction(hash)].filter((record) => record !== undefined)
      : ledger.allTransactions()
    return { txs: records.map(txResponse), total_count: String(records.length) }
  },
  block: (ledger, { height }) => {
    const block = height ? ledger.block(Number(height)) : ledger.latestBlock
    if (!block)
      throw new RpcError(
        -32603,
        'Internal error',
        `height ${height} must be less than or equal to the current blockchain height ${ledger.latestBlock.height}`,
      )
    const blockId = { hash: block.hash, parts: { total: 1, hash: block.hash } }
    return {
      block_id: blockId,
      block: {
        header: {
          version: { block: '11', app: '0' },
          chain_id: ledger.chainId,
          height: String(block.height),
          time: block.time.toISOString(),
          last_block_id: blockId,
          last_commit_hash: block.hash,
          data_hash: block.hash,
          validators_hash: block.hash,
          next_validators_hash: block.hash,
          consensus_hash: block.hash,
          app_hash: block.hash,
          last_results_hash: block.hash,
          evidence_hash: block.hash,
          proposer_address: nodeId.toUpperCase(),
        },
        data: { txs: [] },
        evidence: { evidence: [] },
        last_commit: {
          height: String(Math.max(0, block.height - 1)),
          round: 0,
          block_id: blockId,
          signatures: [],
        },
      },
    }
  },
}

/** GET-style calls (`/status`, `/abci_query?path="..."`) take their params from the query string. */
function uriParams(request: IncomingMessage): Params {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  return Object.fromEntries(
    [...url.searchParams].map(([key, value]) => [key, value.replace(/^"(.*)"$/, '$1')]),
  )
}

/** Serves the CometBFT 0.38 JSON-RPC dialect (POST JSON-RPC and GET URI calls) on 127.0.0.1. */
export function createCometRpcServer(ledger: CosmosLedger, rpcAddress: () => string): Server {
  const answer = async ({ id = -1, method, params }: JsonRpcRequest) => {
    const handler: Handler | undefined =
      method === 'status' ? () => status(ledger, rpcAddress()) : handlers[String(method)]
    if (!handler)
      return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found', data: '' } }
    try {
      const result = handler(ledger, (params ?? {}) as Params)
      return { jsonrpc: '2.0', id, result }
    } catch (error) {
      if (error instanceof RpcError)
        return {
          jsonrpc: '2.0',
          id,
          error: { code: error.rpcCode, message: error.message, data: error.data },
        }
      return { jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error', data: String(error) } }
    }
  }
  return createServer((request, response) => {
    if (request.method === 'GET') {
      const method = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.slice(1)
      void answer({ id: -1, method, params: uriParams(request) }).then((body) =>
        sendJson(response, 200, body),
      )
      return
    }
    void serveJsonRpc(request, response, answer)
  })
}
