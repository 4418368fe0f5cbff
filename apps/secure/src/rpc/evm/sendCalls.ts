import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameRpcError } from '../FrameRpcError.js'
import { encodeCallsBundleId } from './callsBundleId.js'
import type { EvmRpc } from './createEvmRpc.js'
import { describeCallSections } from './describeCallSections.js'
import type { EvmRequestContext } from './EvmRequestContext.js'
import { fillTransaction } from './fillTransaction.js'
import { formatNativeFee } from './formatNativeFee.js'
import { readCallBatch } from './readCallBatch.js'

/**
 * `wallet_sendCalls` (EIP-5792) as an EOA: after the visitor approves the decoded calls, each is filled, signed and
 * sent as its own transaction, in order, with consecutive nonces; a call whose gas cannot be estimated before the
 * one it depends on is mined is estimated again once that one is. Answers `{ id }` (the chain and the hashes,
 * readCallsStatus). Never atomic: `atomicRequired` is refused (5760).
 */
export async function sendCalls(context: EvmRequestContext, rpc: EvmRpc, raw: unknown): Promise<{ id: Hex }> {
  const from = await context.address()
  const { calls } = readCallBatch(
    raw,
    { from, chainId: context.chainId },
    { atomic: false, capabilities: [] },
  )

  const baseNonce = Number(await rpc.call<string>('eth_getTransactionCount', [from, 'pending']))
  const estimates = await Promise.all(
    calls.map((call, index) =>
      fillTransaction(rpc, { ...call, nonce: baseNonce + index }, { from, chainId: context.chainId }).catch(
        () => undefined,
      ),
    ),
  )
  const sections = await describeCallSections(context, rpc, calls, from)
  const known = estimates.reduce((sum, estimate) => sum + (estimate?.maxFee ?? 0n), 0n)
  const { t } = context
  const fee = { amount: formatNativeFee(known, context.nativeCurrency) }
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
