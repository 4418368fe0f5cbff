import type { Hex } from 'viem'
import {
  type BundlerClient,
  entryPoint07Address,
  formatUserOperationRequest,
  type UserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { ApprovalReview } from '../../frame/ApprovalReview.js'
import { FrameRpcError } from '../FrameRpcError.js'
import { bundlerFailure } from './bundlerFailure.js'
import { openSmartAccount } from './openSmartAccount.js'
import type { SmartAccountRequestContext } from './SmartAccountRequestContext.js'

/**
 * Shows `review` on the approval screen and, once the visitor approves, has the owner's key (rebuilt for this one
 * signature) sign the prepared `operation` as the smart account, then hands it to the bundler: resolves with the
 * user operation's hash as soon as the bundler accepts it (`user_operation_refused` with its reason when it does not; a
 * bundler lost meanwhile, even after the visitor approved, is the smart account unavailable: bundlerFailure).
 */
export async function approveUserOperation(
  context: SmartAccountRequestContext,
  { bundler, operation }: { bundler: BundlerClient; operation: UserOperation<'0.7'> },
  review: ApprovalReview,
): Promise<Hex> {
  const { rpc, chainId, smartAccount } = context
  if (!rpc) throw new FrameRpcError(`No RPC URL for eip155:${chainId}`, 'no_rpc_url')
  const signature = await context.approve(review, async (keys) => {
    const owner = privateKeyToAccount(keys.evmPrivateKey)
    const signer = await openSmartAccount({ rpcUrl: rpc.url, chainId, address: smartAccount.address, owner })
    return signer.account.signUserOperation(operation)
  })
  return bundler
    .request({
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest({ ...operation, signature } as UserOperation), entryPoint07Address],
    })
    .catch((error: unknown) => {
      throw bundlerFailure(error, chainId)
    })
}
