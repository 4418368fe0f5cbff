import { SWAP_GAS } from '../amounts/SWAP_GAS.js'
import { fetchSwapApproval } from '../cloud/fetchSwapApproval.js'
import { fetchSwapTransaction } from '../cloud/fetchSwapTransaction.js'
import type { SwapsCloud } from '../cloud/SwapsCloud.js'

/**
 * The gas the swap as typed will take, as the chain estimates it for the account: the swap's own estimate when no
 * approval is needed; with one, the approval's estimate and the swap's bound (SWAP_GAS.swap: the swap cannot be
 * estimated before the approval is mined). When the cloud cannot estimate (e.g. the balance is short), the bounds.
 */
export async function estimateSwapGas(
  cloud: SwapsCloud,
  input: { from: string; to: string; amount: bigint; userAddress: string; slippage: number },
): Promise<bigint> {
  try {
    const approval = await fetchSwapApproval(cloud, input)
    if (approval) return (approval.gas ?? SWAP_GAS.approval) + SWAP_GAS.swap
    return (await fetchSwapTransaction(cloud, input)).tx.gas ?? SWAP_GAS.swap
  } catch {
    return SWAP_GAS.swap + SWAP_GAS.approval
  }
}
