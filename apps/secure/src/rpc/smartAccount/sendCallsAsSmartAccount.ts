import type { Hex } from 'viem'
import { describeCallSections } from '../evm/describeCallSections.js'
import { readCallBatch } from '../evm/readCallBatch.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { approveUserOperation } from './approveUserOperation.js'
import { checkBundler } from './checkBundler.js'
import { openSmartAccount } from './openSmartAccount.js'
import { prepareSmartAccountOperation } from './prepareSmartAccountOperation.js'
import { refuseUnfundedCalls } from './refuseUnfundedCalls.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'
import { smartAccountBatchSupport } from './smartAccountBatchSupport.js'
import { smartAccountFeeRows } from './smartAccountFeeRows.js'
import { unfundedFeeRefusal } from './unfundedFeeRefusal.js'
import { encodeUserOperationBatchId } from './userOperationBatchId.js'

/** How long the frame follows an operation it sent to mark the account deployed (ms). */
const INCLUSION_TIMEOUT = 120_000

/**
 * `wallet_sendCalls` (EIP-5792) as the smart account: the calls become one user operation that the Safe runs through
 * MultiSendCallOnly, all or none (an approve and the transfer that uses it, say); more value than the account holds is
 * refused at once (refuseUnfundedCalls). The bundler prepares it (sponsored
 * where the project's paymaster pays: prepareSmartAccountOperation); the approval screen lists every call decoded,
 * then the sender, the most the fee can be and who pays it. After Approve the owner's key signs the operation and the
 * bundler takes it: answers `{ id }` at once (userOperationBatchId), which `wallet_getCallsStatus` follows to the
 * receipt. A `paymasterService` the app requires and the paymaster then refuses is 5700, nothing sent.
 */
export async function sendCallsAsSmartAccount(
  context: SmartAccountRequestContext,
  raw: unknown,
): Promise<{ id: Hex }> {
  const { chainId, smartAccount, rpc } = context
  const { calls, capabilities } = readCallBatch(
    raw,
    { from: smartAccount.address, chainId },
    smartAccountBatchSupport(smartAccount),
  )
  const targets = calls.map(({ to, value, data }) => {
    if (!to)
      throw new FrameRpcError(
        'A smart account sends to an address: a contract creation is not supported',
        'invalid_params',
      )
    return { to, value, ...(data ? { data } : {}) }
  })
  if (!rpc) throw new FrameRpcError(`No RPC URL for eip155:${chainId}`, 'no_rpc_url')
  await checkBundler(smartAccount.bundlerUrl, `eip155:${chainId}`)
  await refuseUnfundedCalls(context, targets)
  const { client, account } = await openSmartAccount({
    rpcUrl: rpc.url,
    chainId,
    address: smartAccount.address,
    owner: context.owner,
  })
  const { bundler, operation, sponsor, unsponsored } = await prepareSmartAccountOperation({
    client,
    chainId,
    account,
    bundlerUrl: smartAccount.bundlerUrl,
    paymasterUrl: smartAccount.paymasterUrl,
    calls: targets,
  }).catch((error: unknown) => {
    throw unfundedFeeRefusal(context, error)
  })
  const paymasterService = capabilities.paymasterService as { optional?: unknown } | undefined
  if (paymasterService && paymasterService.optional !== true && sponsor === undefined)
    throw new FrameRpcError(
      'Unsupported capability: paymasterService (the app’s paymaster does not sponsor this batch now)',
      'unsupported_capability',
    )
  const sections = await describeCallSections(context, rpc, calls, smartAccount.address)
  sections.push({ rows: smartAccountFeeRows(context, operation, { sponsor, unsponsored }) })
  const title =
    calls.length === 1
      ? context.t('frame.title.sendCall')
      : context.t('frame.title.sendCalls', { count: calls.length })
  const hash = await approveUserOperation(context, { bundler, operation }, { title, sections })
  context.operations.sent(hash)
  // The first operation deploys the account: marked once it is in (wallet_getCallsStatus marks it too).
  bundler
    .waitForUserOperationReceipt({ hash, timeout: INCLUSION_TIMEOUT })
    .then(() => context.deployed())
    .catch(() => undefined)
  return { id: encodeUserOperationBatchId(chainId, hash) }
}
