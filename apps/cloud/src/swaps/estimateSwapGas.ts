import { BaseError, erc20Abi, HttpRequestError, TimeoutError } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from './SwapToken.js'
import type { SwapContext } from './swapContext.js'
import { SwapApprovalRequiredError, SwapWouldRevertError } from './swapErrors.js'

type Address = `0x${string}`

export type EstimatedTransaction = { from: Address; to: Address; data: `0x${string}`; value: bigint }

/**
 * The gas of a built transaction, estimated by the chain's node from the account that sends it (`eth_estimateGas`).
 * A refusal (a revert, funds short of the value) is 400 `approval_required` when `spends` names a token whose allowance to its spender is short of the
 * amount (a swap is only estimable after its approval), else 400 `swap_would_revert` with the node's reason; a node
 * that cannot be reached is 502 `upstream_unavailable`.
 */
export async function estimateSwapGas(
  context: SwapContext,
  tx: EstimatedTransaction,
  spends?: { token: Address; spender(): Promise<Address>; amount: bigint },
): Promise<bigint> {
  const client = await context.client()
  let refused: BaseError
  try {
    return await client.estimateGas({ account: tx.from, to: tx.to, data: tx.data, value: tx.value })
  } catch (error) {
    // The node answered and refused (a revert, funds short of the value): the transaction's fault, not the node's.
    const unreachable =
      !(error instanceof BaseError) ||
      error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError) !== null
    if (unreachable) return context.read(() => Promise.reject(error))
    refused = error
  }
  if (spends && spends.token !== NATIVE_TOKEN_ADDRESS) {
    const spender = await spends.spender()
    const allowance = await context.read((chain) =>
      chain.readContract({
        address: spends.token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [tx.from, spender],
      }),
    )
    if (allowance < spends.amount) throw new SwapApprovalRequiredError()
  }
  const cause = refused.walk() as BaseError
  throw new SwapWouldRevertError(cause.details || refused.shortMessage, refused)
}
