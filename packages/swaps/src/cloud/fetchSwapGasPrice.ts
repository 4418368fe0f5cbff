import type { SwapsCloud } from './SwapsCloud.js'
import { swapsRequest } from './swapsRequest.js'

/** The network's standard gas price in wei (`GET /v1/convert/gas-price`). */
export async function fetchSwapGasPrice(cloud: SwapsCloud, chainId: string): Promise<bigint> {
  const answer = await swapsRequest<{ standard: string }>(cloud, {
    path: '/v1/convert/gas-price',
    params: { chainId },
  })
  return BigInt(answer.standard)
}
