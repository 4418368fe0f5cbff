import type { Hex } from 'viem'
import { describeTransaction } from '../evm/describeTransaction.js'
import { readTransactionRequest } from '../evm/readTransactionRequest.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { approveUserOperation } from './approveUserOperation.js'
import { checkBundler } from './checkBundler.js'
import { openSmartAccount } from './openSmartAccount.js'
import { prepareSmartAccountOperation } from './prepareSmartAccountOperation.js'
import { refuseUnfundedCalls } from './refuseUnfundedCalls.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'
import { smartAccountFeeRows } from './smartAccountFeeRows.js'
import { unfundedFeeRefusal } from './unfundedFeeRefusal.js'

/** How long the frame waits for a user operation to be included (ms): the bundler bundles within seconds. */
const INCLUSION_TIMEOUT = 120_000

/**
 * `eth_sendTransaction` as the smart account: a value beyond the account's balance is refused at once
 * (refuseUnfundedCalls); else the transaction becomes one user operation (the first one deploys the account),
 * prepared and estimated by the bundler (sponsored by the project's paymaster where it pays, else or when it refuses
 * unsponsored: prepareSmartAccountOperation), shown to the visitor with its maximum fee and who pays it,
 * signed by the owner's key only once approved, sent to the bundler and answered with the hash of the transaction
 * that included it once its receipt is in.
 */
export async function sendAsSmartAccount(context: SmartAccountRequestContext, raw: unknown): Promise<Hex> {
  const { chainId, smartAccount, rpc } = context
  const request = readTransactionRequest(raw)
  if (request.from && request.from.toLowerCase() !== smartAccount.address.toLowerCase())
    throw new FrameRpcError('The address is not this wallet’s', 'invalid_params')
  if (request.chainId !== undefined && request.chainId !== chainId)
    throw new FrameRpcError(`The transaction is for chain ${request.chainId}, not ${chainId}`, 'wrong_chain')
  if (!request.to)
    throw new FrameRpcError(
      'A smart account sends to an address: a contract creation is not supported',
      'invalid_params',
    )
  if (!rpc) throw new FrameRpcError(`No RPC URL for eip155:${chainId}`, 'no_rpc_url')
  await checkBundler(smartAccount.bundlerUrl, `eip155:${chainId}`)
  const call = { to: request.to, value: request.value, ...(request.data ? { data: request.data } : {}) }
  await refuseUnfundedCalls(context, [call])
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
    calls: [call],
  }).catch((error: unknown) => {
    throw unfundedFeeRefusal(context, error)
  })
  const routers = await context.swapRouters?.(chainId)
  const rows = await describeTransaction(
    rpc,
    { ...call, from: smartAccount.address, chainId, routers },
    context.nativeCurrency,
    context.t,
  )
  rows.push(...smartAccountFeeRows(context, operation, { sponsor, unsponsored }))
  const hash = await approveUserOperation(
    context,
    { bundler, operation },
    { title: context.t('frame.title.sendTransaction'), sections: [{ rows }] },
  )
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: INCLUSION_TIMEOUT })
  context.deployed()
  if (!receipt.success)
    throw new FrameRpcError(
      `The transaction reverted in user operation ${hash}${receipt.reason ? `: ${receipt.reason}` : ''}`,
      'user_operation_reverted',
    )
  return receipt.receipt.transactionHash
}
