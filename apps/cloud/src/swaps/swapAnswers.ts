import { formatUnits } from 'viem'
import { InvalidRequestError } from '../errors/errors.js'
import type { SwapContext } from './swapContext.js'

/** `eip155:<chain>:<address>`, the way AppKit's convert API names tokens. */
export const caip10 = (chainId: string, address: string): string => `${chainId}:${address}`

/** The USD value of `amount` base units of a token, when its price and decimals are known; else null. */
export async function usdValue(
  context: SwapContext,
  address: string,
  amount: bigint,
): Promise<number | null> {
  const [token, price] = await Promise.all([context.token(address), context.usdPrice(address)])
  if (!token || price === undefined) return null
  return Number(formatUnits(amount, token.decimals)) * price
}

/** The chain of a swap between two CAIP-10 tokens, which must be on one chain (400 otherwise). */
export function sameChain(from: { chainId: string }, to: { chainId: string }): string {
  if (from.chainId !== to.chainId) throw new InvalidRequestError('from and to must be tokens of one chain')
  return from.chainId
}
