import type { SwapToken } from '../SwapToken.js'
import type { SwapsCloud } from './SwapsCloud.js'
import { swapsRequest } from './swapsRequest.js'

type TokenRow = {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string | null
  price: number | null
  feeOnTransfer: boolean
  balance?: string
}

/** The network's tradable tokens with the account's balances (`GET /v1/convert/tokens`). */
export async function fetchSwapTokens(
  cloud: SwapsCloud,
  chainId: string,
  address: string,
): Promise<SwapToken[]> {
  const answer = await swapsRequest<{ tokens: TokenRow[] }>(cloud, {
    path: '/v1/convert/tokens',
    params: { chainId, address },
  })
  return answer.tokens.map((row) => ({
    address: row.address,
    symbol: row.symbol,
    name: row.name,
    decimals: row.decimals,
    feeOnTransfer: row.feeOnTransfer,
    ...(row.logoUri ? { logoUri: row.logoUri } : {}),
    ...(row.price === null ? {} : { price: row.price }),
    ...(row.balance === undefined ? {} : { balance: BigInt(row.balance) }),
  }))
}
