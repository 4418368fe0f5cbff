import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ApprovalReview } from '../../frame/ApprovalReview.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { encodeCallsBundleId } from './callsBundleId.js'
import type { EvmRpc } from './createEvmRpc.js'
import { describeTransaction, formatNative } from './describeTransaction.js'
import type { EvmRequestContext } from './EvmRequestContext.js'
import { fillTransaction } from './fillTransaction.js'
import { readTransactionRequest, type TransactionRequest } from './readTransactionRequest.js'

/** At most this many calls in one batch (EIP-5792 5740 'Bundle too large' beyond). */
const MAX_CALLS = 16

type SendCallsRequest = {
  chainId?: unknown
  from?: unknown
  atomicRequired?: unknown
  calls?: unknown
  capabilities?: Record<string, { optional?: unknown }>
}

/** A non-optional capability the frame does not have, from the batch or one of its calls. */
function requiredCapability(capabilities: unknown): string | undefined {
  if (typeof capabilities !== 'object' || capabilities === null) return undefined
  return Object.entries(capabilities as Record<string, { optional?: unknown }>).find(
    ([, value]) => value?.optional !== true,
  )?.[0]
}

/**
 * `wallet_sendCalls` (EIP-5792) as an EOA: after the visitor approves the decoded calls, each is filled, signed and
 * sent as its own transaction, in order, with consecutive nonces; a call whose gas cannot be estimated before the
 * one it depends on is mined is estimated again once that one is. Answers `{ id }` (the chain and the hashes,
 * readCallsStatus). Never atomic: `atomicRequired` is refused (5760).
 */
export async function sendCalls(context: EvmRequestContext, rpc: EvmRpc, raw: unknown): Promise<{ id: Hex }> {
  const request = (raw ?? {}) as SendCallsRequest
  const from = await context.address()
  if (request.from !== undefined && String(request.from).toLowerCase() !== from.toLowerCase())
    throw new Error('The address is not this wallet’s')
  if (request.chainId !== undefined && Number(request.chainId) !== context.chainId)
    throw new FrameRpcError(
      `The calls are for chain ${Number(request.chainId)}, not ${context.chainId}`,
      'unsupported_chain_id',
    )
  if (request.atomicRequired === true)
    throw new FrameRpcError('Atomic execution is not supported by this wallet', 'atomicity_not_supported')
  if (!Array.isArray(request.calls) || request.calls.length === 0)
    throw new FrameRpcError('calls: Expected at least one call', 'invalid_params')
  if (request.calls.length > MAX_CALLS)
    throw new FrameRpcError(`At most ${MAX_CALLS} calls`, 'bundle_too_large')
  const capability =
    requiredCapability(request.capabilities) ??
    request.calls
      .map((call) => requiredCapability((call as { capabilities?: unknown })?.capabilities))
      .find(Boolean)
  if (capability) throw new FrameRpcError(`Unsupported capability: ${capability}`, 'unsupported_capability')
  const calls: TransactionRequest[] = request.calls.map((call) => {
    const { capabilities: _capabilities, ...fields } = (call ?? {}) as Record<string, unknown>
    return readTransactionRequest(fields)
  })

  const baseNonce = Number(await rpc.call<string>('eth_getTransactionCount', [from, 'pending']))
  const estimates = await Promise.all(
    calls.map((call, index) =>
      fillTransaction(rpc, { ...call, nonce: baseNonce + index }, { from, chainId: context.chainId }).catch(
        () => undefined,
      ),
    ),
  )
  const sections: ApprovalReview['sections'] = []
  for (const [index, call] of calls.entries())
    sections.push({
      heading: context.t('frame.heading.call', { index: index + 1 }),
      rows: await describeTransaction(
        rpc,
        { ...call, from, chainId: context.chainId, routers: await context.swapRouters?.(context.chainId) },
        context.nativeCurrency,
        context.t,
        `call-${index + 1}`,
      ),
    })
  const known = estimates.reduce((sum, estimate) => sum + (estimate?.maxFee ?? 0n), 0n)
  const { t } = context
  const fee = { amount: formatNative(known, context.nativeCurrency) }
  sections.push({
    rows: [
      {
        key: 'fee',
        label: t('frame.row.networkFee'),
        value: t(estimates.every(Boolean) ? 'frame.value.upTo' : 'frame.value.upToMore', fee),
      },
      { key: 'network', label: t('frame.row.network'), value: `eip155:${context.chainId}` },
    ],
  })

  const hashes = await context.approve(
    {
      title:
        calls.length === 1 ? t('frame.title.sendCall') : t('frame.title.sendCalls', { count: calls.length }),
      sections,
    },
    async (keys) => {
      const account = privateKeyToAccount(keys.evmPrivateKey)
      const sent: Hex[] = []
      for (const [index, call] of calls.entries()) {
        const options = { from, chainId: context.chainId }
        const nonced = { ...call, nonce: baseNonce + index }
        const filled =
          estimates[index] ??
          (await fillTransaction(rpc, nonced, options).catch(async () => {
            const previous = sent.at(-1)
            if (!previous) throw new FrameRpcError(`Call ${index + 1} would fail`, 'call_failed')
            await waitForReceipt(rpc, previous)
            return fillTransaction(rpc, nonced, options)
          }))
        const raw = await account.signTransaction(filled.transaction)
        sent.push(await rpc.call<Hex>('eth_sendRawTransaction', [raw]))
      }
      return sent
    },
  )
  return { id: encodeCallsBundleId(context.chainId, hashes) }
}

/** Waits (up to a minute, asking once a second) until `hash` is mined. */
async function waitForReceipt(rpc: EvmRpc, hash: Hex): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    if (await rpc.call('eth_getTransactionReceipt', [hash])) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new FrameRpcError('The previous call was not mined within a minute', 'call_failed')
}
