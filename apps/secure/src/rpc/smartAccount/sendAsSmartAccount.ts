import { BaseError, type Hex } from 'viem'
import { entryPoint07Address, formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { describeTransaction, formatNative } from '../evm/describeTransaction.js'
import { readTransactionRequest } from '../evm/readTransactionRequest.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { checkBundler } from './checkBundler.js'
import { openSmartAccount } from './openSmartAccount.js'
import { prepareSmartAccountOperation } from './prepareSmartAccountOperation.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'

/** How long the frame waits for a user operation to be included (ms): the bundler bundles within seconds. */
const INCLUSION_TIMEOUT = 120_000

const short = (error: unknown) =>
  error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)

/**
 * `eth_sendTransaction` as the smart account: the transaction becomes one user operation (the first one deploys the
 * account), prepared and estimated by the bundler (sponsored by the project's paymaster where it pays, else or when it
 * refuses unsponsored: prepareSmartAccountOperation), shown to the visitor with its maximum fee and who pays it,
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
  const opened = { rpcUrl: rpc.url, chainId, address: smartAccount.address }
  const { client, account } = await openSmartAccount({ ...opened, owner: context.owner })
  const call = { to: request.to, value: request.value, ...(request.data ? { data: request.data } : {}) }
  const { bundler, operation, sponsor, unsponsored } = await prepareSmartAccountOperation({
    client,
    account,
    bundlerUrl: smartAccount.bundlerUrl,
    paymasterUrl: smartAccount.paymasterUrl,
    call,
  })
  const gas = operation.callGasLimit + operation.verificationGasLimit + operation.preVerificationGas
  const routers = await context.swapRouters?.(chainId)
  const rows = await describeTransaction(
    rpc,
    { ...call, from: smartAccount.address, chainId, routers },
    context.nativeCurrency,
    context.t,
  )
  const fee = formatNative(gas * operation.maxFeePerGas, context.nativeCurrency)
  rows.push(
    { key: 'from', label: context.t('frame.row.from'), value: smartAccount.address },
    {
      key: 'fee',
      label: context.t('frame.row.networkFee'),
      value: context.t('frame.value.upTo', { amount: fee }),
    },
    {
      key: 'feePayer',
      label: context.t('frame.row.feePayer'),
      value:
        sponsor === undefined
          ? smartAccount.address
          : context.t('frame.value.sponsoredBy', { name: sponsor }),
    },
    ...(unsponsored
      ? [
          {
            key: 'sponsorship',
            label: context.t('frame.row.sponsorship'),
            value: context.t(
              unsponsored === 'sponsorship_limit_reached'
                ? 'frame.value.sponsorshipUsedUp'
                : 'frame.value.sponsorshipOff',
            ),
          },
        ]
      : []),
    { key: 'network', label: context.t('frame.row.network'), value: `eip155:${chainId}` },
  )
  const signature = await context.approve(
    { title: context.t('frame.title.sendTransaction'), sections: [{ rows }] },
    async (keys) => {
      const owner = privateKeyToAccount(keys.evmPrivateKey)
      const signer = await openSmartAccount({ ...opened, owner })
      return signer.account.signUserOperation(operation as UserOperation<'0.7'>)
    },
  )
  const hash = await bundler
    .request({
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest({ ...operation, signature } as UserOperation), entryPoint07Address],
    })
    .catch((error: unknown) => {
      throw new FrameRpcError(
        `The bundler refused the transaction: ${short(error)}`,
        'user_operation_refused',
      )
    })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: INCLUSION_TIMEOUT })
  context.deployed()
  if (!receipt.success)
    throw new FrameRpcError(
      `The transaction reverted in user operation ${hash}${receipt.reason ? `: ${receipt.reason}` : ''}`,
      'user_operation_reverted',
    )
  return receipt.receipt.transactionHash
}
