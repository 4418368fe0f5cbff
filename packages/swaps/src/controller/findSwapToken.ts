import type { SwapToken } from '../SwapToken.js'

/** A token by CAIP-10 address, bare address or symbol (case-insensitive); undefined when not listed. */
export function findSwapToken(
  tokens: readonly SwapToken[],
  wanted: string | undefined,
): SwapToken | undefined {
  if (!wanted) return undefined
  const key = wanted.trim().toLowerCase()
  return tokens.find(
    (token) =>
      token.address.toLowerCase() === key ||
      token.address.toLowerCase().endsWith(`:${key}`) ||
      token.symbol.toLowerCase() === key,
  )
}
