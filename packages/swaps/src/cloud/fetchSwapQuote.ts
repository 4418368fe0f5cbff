import type { SwapQuote } from '../SwapQuote.js'
import type { SwapsCloud } from './SwapsCloud.js'
import { swapsRequest } from './swapsRequest.js'

type QuoteRow = {
  provider: string
  toAmount: string
  path: string[]
  priceImpact: number
  fromValueUsd: number | null
  toValueUsd: number | null
}

/** The cloud's best quote for selling `amount` base units of `from` for `to` (`GET /v1/convert/quotes`). */
export async function fetchSwapQuote(
  cloud: SwapsCloud,
  input: { from: string; to: string; amount: bigint },
): Promise<SwapQuote> {
  const answer = await swapsRequest<{ quotes: QuoteRow[] }>(cloud, {
    path: '/v1/convert/quotes',
    params: { from: input.from, to: input.to, amount: String(input.amount) },
  })
  const [row] = answer.quotes
  if (!row) throw new Error('the cloud answered no quote')
  return {
    from: input.from,
    to: input.to,
    fromAmount: input.amount,
    toAmount: BigInt(row.toAmount),
    priceImpact: row.priceImpact,
    path: row.path,
    provider: row.provider,
    receivedAt: Date.now(),
    ...(row.fromValueUsd === null ? {} : { fromValueUsd: row.fromValueUsd }),
    ...(row.toValueUsd === null ? {} : { toValueUsd: row.toValueUsd }),
  }
}
