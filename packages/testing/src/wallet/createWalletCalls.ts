import { type Hex, numberToHex } from 'viem'
import { forwardToRpc } from './forwardToRpc.js'
import { WalletRpcError, walletErrorCodes } from './WalletRpcError.js'

/** The EIP-5792 methods a test wallet with `calls: true` answers. */
export const WALLET_CALLS_METHODS: ReadonlySet<string> = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])

/** EIP-5792's error codes (v2). */
export const callsErrorCodes = {
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  atomicityNotSupported: 5760,
} as const

/** What the calls need from the wallet around them: its accounts, its chains and how it sends one transaction. */
export interface WalletCallsContext {
  /** The accounts the site may use (lower or mixed case). */
  addresses(): readonly string[]
  /** The chains the wallet knows, and their RPC URLs. */
  chains(): readonly { chainId: number; rpcUrl: string }[]
  /** Signs and sends one call as the wallet's own transaction on `chainId`; resolves with its hash. */
  send(chainId: number, transaction: { from: string; to?: Hex; data?: Hex; value?: Hex }): Promise<Hex>
}

/** One batch as the wallet keeps it: its chain, the hashes sent so far, and whether it has finished sending. */
interface Batch {
  chainId: number
  rpcUrl: string
  hashes: Hex[]
  sending: Promise<void>
  done: boolean
  /** A call could not be sent (no transaction for it or the ones after it). */
  failed: boolean
}

type Receipt = {
  status: Hex
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/**
 * EIP-5792 (v2) as a wallet with plain accounts answers it: `wallet_getCapabilities` announces
 * `atomic: { status: 'unsupported' }` on each chain it knows (an EOA cannot run calls all-or-none);
 * `wallet_sendCalls` answers `{ id }` and then sends the calls one after another, each once the previous one is
 * mined; `wallet_getCallsStatus` reads their receipts: 100 while sending or a receipt is missing, 200 all
 * succeeded, 400 nothing went on chain (the first call could not be sent), 500 every call reverted, 600 some did.
 * `wallet_showCallsStatus` answers null. Refusals carry EIP-5792's codes: `atomicRequired` 5760, a required
 * capability 5700, a chain it does not know 5710, an id used before 5720, an unknown id 5730.
 */
export function createWalletCalls(context: WalletCallsContext) {
  const batches = new Map<string, Batch>()

  const capabilities = (params: unknown) => {
    const [address, asked] = Array.isArray(params) ? params : []
    ownAccount(context, address)
    const known = context.chains().map((chain) => numberToHex(chain.chainId))
    const wanted = Array.isArray(asked) ? known.filter((hex) => asked.map(String).includes(hex)) : known
    return Object.fromEntries(wanted.map((hex) => [hex, { atomic: { status: 'unsupported' } }]))
  }

  const sendCalls = async (params: unknown, prompt: () => Promise<void>) => {
    const request = readSendCalls(params)
    const chain = context.chains().find((each) => each.chainId === Number(request.chainId))
    if (!chain)
      throw new WalletRpcError(
        callsErrorCodes.unsupportedChainId,
        `The wallet does not support chain ${request.chainId}`,
      )
    const from = ownAccount(context, request.from ?? context.addresses()[0])
    if (request.atomicRequired === true)
      throw new WalletRpcError(callsErrorCodes.atomicityNotSupported, 'Atomic execution is not supported')
    const required = Object.entries(request.capabilities ?? {}).filter(
      ([, value]) => (value as { optional?: unknown } | undefined)?.optional !== true,
    )
    if (required.length > 0)
      throw new WalletRpcError(
        callsErrorCodes.unsupportedNonOptionalCapability,
        `Unsupported capability: ${required.map(([name]) => name).join(', ')}`,
      )
    const id = request.id ?? randomId()
    if (batches.has(id)) throw new WalletRpcError(callsErrorCodes.duplicateId, `The id ${id} was used before`)
    await prompt()
    const batch: Batch = {
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      hashes: [],
      sending: Promise.resolve(),
      done: false,
      failed: false,
    }
    batches.set(id, batch)
    batch.sending = (async () => {
      try {
        for (const call of request.calls) {
          const hash = await context.send(chain.chainId, { from, ...call })
          batch.hashes.push(hash)
          await waitForReceipt(chain.rpcUrl, hash)
        }
      } catch {
        batch.failed = true
      } finally {
        batch.done = true
      }
    })()
    return { id }
  }

  const batchOf = (params: unknown): [string, Batch] => {
    const [id] = Array.isArray(params) ? params : []
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch) throw new WalletRpcError(callsErrorCodes.unknownBundleId, `Unknown bundle id ${String(id)}`)
    return [id as string, batch]
  }

  const callsStatus = async (params: unknown) => {
    const [id, batch] = batchOf(params)
    const receipts: Receipt[] = []
    for (const hash of batch.hashes) {
      const receipt = (await forwardToRpc(batch.rpcUrl, 'eth_getTransactionReceipt', [
        hash,
      ])) as Receipt | null
      if (receipt) receipts.push(receipt)
    }
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(batch.chainId),
      atomic: false,
      status: statusOf(batch, receipts),
      receipts: receipts.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      })),
    }
  }

  return {
    /** Answers one of `WALLET_CALLS_METHODS`; `prompt` is asked before a batch is sent. */
    request(method: string, params: unknown, prompt: () => Promise<void>): Promise<unknown> | unknown {
      switch (method) {
        case 'wallet_getCapabilities':
          return capabilities(params)
        case 'wallet_sendCalls':
          return sendCalls(params, prompt)
        case 'wallet_getCallsStatus':
          return callsStatus(params)
        case 'wallet_showCallsStatus':
          batchOf(params)
          return null
        default:
          throw new WalletRpcError(walletErrorCodes.unsupportedMethod, `Unsupported method ${method}`)
      }
    },
    /** Resolves once every batch sent so far has finished sending (for tests). */
    async settled(): Promise<void> {
      await Promise.all([...batches.values()].map((batch) => batch.sending))
    },
  }
}

/** EIP-5792's status code of a batch from what was sent and the receipts found. */
function statusOf(batch: Batch, receipts: readonly Receipt[]): number {
  if (!batch.done || receipts.length < batch.hashes.length) return 100
  // Nothing went on chain: the first call could not be sent (its gas could not be estimated, the node refused it).
  if (batch.hashes.length === 0) return 400
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
  if (succeeded === receipts.length && !batch.failed) return 200
  return succeeded === 0 ? 500 : 600
}

type SendCallsRequest = {
  id?: string
  chainId: Hex
  from?: string
  atomicRequired?: boolean
  capabilities?: Record<string, unknown>
  calls: { to?: Hex; data?: Hex; value?: Hex }[]
}

function readSendCalls(params: unknown): SendCallsRequest {
  const [request] = Array.isArray(params) ? params : []
  const { chainId, calls } = (request ?? {}) as Partial<SendCallsRequest>
  if (typeof chainId !== 'string' || !Array.isArray(calls) || calls.length === 0)
    throw WalletRpcError.invalidParams('wallet_sendCalls expects [{ chainId, calls: [at least one] }]')
  const hex = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.startsWith('0x'))
  if (
    !calls.every(
      (call) =>
        typeof call === 'object' && call !== null && hex(call.to) && hex(call.data) && hex(call.value),
    )
  )
    throw WalletRpcError.invalidParams('each call has hex to, data and value')
  const typed = request as SendCallsRequest
  return {
    ...typed,
    calls: calls.map(({ to, data, value }) => ({
      ...(to ? { to } : {}),
      ...(data ? { data } : {}),
      ...(value ? { value } : {}),
    })),
  }
}

function ownAccount(context: WalletCallsContext, address: unknown): string {
  const own = context
    .addresses()
    .find((each) => typeof address === 'string' && each.toLowerCase() === address.toLowerCase())
  if (!own) throw WalletRpcError.unauthorized(`${String(address)} is not an account of this wallet`)
  return own
}

async function waitForReceipt(rpcUrl: string, hash: Hex): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await forwardToRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no receipt for ${hash}`)
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
