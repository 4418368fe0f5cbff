import { type Address, type Hex, isAddress, isHex } from 'viem'
import { FrameRpcError } from '../FrameRpcError.js'

/** An `eth_sendTransaction` request's object with its quantities read as numbers. */
export type TransactionRequest = {
  from?: Address
  to?: Address
  value: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  chainId?: number
}

const invalid = (field: string, what: string) => new FrameRpcError(`${field}: ${what}`, 'invalid_params')

function quantity(request: Record<string, unknown>, field: string): bigint | undefined {
  const value = request[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw invalid(field, 'Expected a hex quantity')
  return BigInt(value)
}

function address(request: Record<string, unknown>, field: string): Address | undefined {
  const value = request[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalid(field, 'Expected an address')
  return value
}

/**
 * Reads a JSON-RPC transaction object (EIP-1474: hex quantities, `data` or `input`); a wrong field is refused with
 * its name (`value: Expected a hex quantity`).
 */
export function readTransactionRequest(raw: unknown): TransactionRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new FrameRpcError('Expected a transaction object', 'invalid_params')
  const request = raw as Record<string, unknown>
  const data = request.data ?? request.input
  if (
    data !== undefined &&
    data !== null &&
    (typeof data !== 'string' || !isHex(data) || data.length % 2 !== 0)
  )
    throw invalid('data', 'Expected hex bytes')
  const nonce = quantity(request, 'nonce')
  const chainId = quantity(request, 'chainId')
  const result: TransactionRequest = { value: quantity(request, 'value') ?? 0n }
  const from = address(request, 'from')
  const to = address(request, 'to')
  const gas = quantity(request, 'gas')
  const gasPrice = quantity(request, 'gasPrice')
  const maxFeePerGas = quantity(request, 'maxFeePerGas')
  const maxPriorityFeePerGas = quantity(request, 'maxPriorityFeePerGas')
  if (from) result.from = from
  if (to) result.to = to
  if (typeof data === 'string' && data !== '0x') result.data = data as Hex
  if (gas !== undefined) result.gas = gas
  if (gasPrice !== undefined) result.gasPrice = gasPrice
  if (maxFeePerGas !== undefined) result.maxFeePerGas = maxFeePerGas
  if (maxPriorityFeePerGas !== undefined) result.maxPriorityFeePerGas = maxPriorityFeePerGas
  if (nonce !== undefined) result.nonce = Number(nonce)
  if (chainId !== undefined) result.chainId = Number(chainId)
  return result
}
