import { FrameRpcError } from '../FrameRpcError.js'
import { readTransactionRequest, type TransactionRequest } from './readTransactionRequest.js'

/** At most this many calls in one batch (EIP-5792 5740 'Bundle too large' beyond). */
export const MAX_BATCH_CALLS = 16

type SendCallsRequest = {
  chainId?: unknown
  from?: unknown
  atomicRequired?: unknown
  calls?: unknown
  capabilities?: unknown
}

/** What the account sending a batch can do: run it atomically, and which EIP-5792 capabilities it honours. */
export type BatchSupport = { atomic: boolean; capabilities: readonly string[] }

/** A non-optional capability the account does not have, from the batch or one of its calls. */
function requiredCapability(capabilities: unknown, supported: readonly string[]): string | undefined {
  if (typeof capabilities !== 'object' || capabilities === null) return undefined
  return Object.entries(capabilities as Record<string, { optional?: unknown }>).find(
    ([name, value]) => value?.optional !== true && !supported.includes(name),
  )?.[0]
}

/**
 * Reads a `wallet_sendCalls` request (EIP-5792) for the account `from` on `chainId`: another sender is refused, another
 * chain is 5710, `atomicRequired` where the account cannot run the batch atomically 5760, no call invalid params, more
 * than MAX_BATCH_CALLS 5740 and a capability the account does not honour (not marked optional) 5700. Returns the
 * calls, read as transactions, and the capabilities the batch asked for.
 */
export function readCallBatch(
  raw: unknown,
  { from, chainId }: { from: string; chainId: number },
  support: BatchSupport,
): { calls: TransactionRequest[]; capabilities: Record<string, unknown> } {
  const request = (raw ?? {}) as SendCallsRequest
  if (request.from !== undefined && String(request.from).toLowerCase() !== from.toLowerCase())
    throw new FrameRpcError('The address is not this wallet’s', 'invalid_params')
  if (request.chainId !== undefined && Number(request.chainId) !== chainId)
    throw new FrameRpcError(
      `The calls are for chain ${Number(request.chainId)}, not ${chainId}`,
      'unsupported_chain_id',
    )
  if (request.atomicRequired === true && !support.atomic)
    throw new FrameRpcError('Atomic execution is not supported by this wallet', 'atomicity_not_supported')
  if (!Array.isArray(request.calls) || request.calls.length === 0)
    throw new FrameRpcError('calls: Expected at least one call', 'invalid_params')
  if (request.calls.length > MAX_BATCH_CALLS)
    throw new FrameRpcError(`At most ${MAX_BATCH_CALLS} calls`, 'bundle_too_large')
  const capability =
    requiredCapability(request.capabilities, support.capabilities) ??
    request.calls
      .map((call) =>
        requiredCapability((call as { capabilities?: unknown })?.capabilities, support.capabilities),
      )
      .find(Boolean)
  if (capability) throw new FrameRpcError(`Unsupported capability: ${capability}`, 'unsupported_capability')
  const calls = request.calls.map((call) => {
    const { capabilities: _capabilities, ...fields } = (call ?? {}) as Record<string, unknown>
    return readTransactionRequest(fields)
  })
  const capabilities =
    typeof request.capabilities === 'object' && request.capabilities !== null
      ? (request.capabilities as Record<string, unknown>)
      : {}
  return { calls, capabilities }
}
