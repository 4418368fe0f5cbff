import { gasOf } from './gasOf.js'
import type { BuiltTransaction, SwapsCloud } from './SwapsCloud.js'
import { swapsRequest } from './swapsRequest.js'

/** The swap's transaction, quoted again on the pools and bounded by the slippage (`POST /v1/convert/build-transaction`). */
export async function fetchSwapTransaction(
  cloud: SwapsCloud,
  input: { from: string; to: string; amount: bigint; userAddress: string; slippage: number },
): Promise<{ tx: BuiltTransaction; toAmount: bigint; minimumToAmount: bigint }> {
  const answer = await swapsRequest<{
    tx: { to: string; data: string; value: string; eip155?: { gas?: string | null } }
    toAmount: string
    minimumToAmount: string
  }>(cloud, {
    path: '/v1/convert/build-transaction',
    body: {
      userAddress: input.userAddress,
      from: input.from,
      to: input.to,
      amount: String(input.amount),
      eip155: { slippage: input.slippage },
    },
  })
  return {
    tx: { to: answer.tx.to, data: answer.tx.data, value: BigInt(answer.tx.value), gas: gasOf(answer.tx) },
    toAmount: BigInt(answer.toAmount),
    minimumToAmount: BigInt(answer.minimumToAmount),
  }
}
