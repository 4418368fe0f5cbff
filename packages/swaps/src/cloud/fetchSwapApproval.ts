import { isNativeToken } from '../amounts/NATIVE_TOKEN_ADDRESS.js'
import { gasOf } from './gasOf.js'
import type { BuiltTransaction, SwapsCloud } from './SwapsCloud.js'
import { swapsRequest } from './swapsRequest.js'

/**
 * The approve transaction a swap needs first when the router's allowance is short of `amount`
 * (`GET /v1/convert/allowance`, then `build-approve` for the exact amount); undefined when none is needed.
 */
export async function fetchSwapApproval(
  cloud: SwapsCloud,
  input: { from: string; to: string; amount: bigint; userAddress: string },
): Promise<BuiltTransaction | undefined> {
  if (isNativeToken(input.from)) return undefined
  const { allowance } = await swapsRequest<{ allowance: string }>(cloud, {
    path: '/v1/convert/allowance',
    params: { tokenAddress: input.from, userAddress: input.userAddress },
  })
  if (BigInt(allowance) >= input.amount) return undefined
  const built = await swapsRequest<{
    tx: { to: string; data: string; value: string; eip155?: { gas?: string | null } }
  }>(cloud, {
    path: '/v1/convert/build-approve',
    params: { from: input.from, to: input.to, amount: String(input.amount), userAddress: input.userAddress },
  })
  return { to: built.tx.to, data: built.tx.data, value: BigInt(built.tx.value), gas: gasOf(built.tx) }
}
