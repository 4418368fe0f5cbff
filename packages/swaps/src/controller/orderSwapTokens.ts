import type { SwapToken } from '../SwapToken.js'

const usdOf = (token: SwapToken) =>
  token.balance && token.price ? (Number(token.balance) / 10 ** token.decimals) * token.price : 0

/** The account's tokens first (most USD value first, then by symbol), then the others as the cloud listed them. */
export function orderSwapTokens(tokens: readonly SwapToken[]): SwapToken[] {
  const held = tokens.filter((token) => (token.balance ?? 0n) > 0n)
  const others = tokens.filter((token) => (token.balance ?? 0n) === 0n)
  held.sort((a, b) => usdOf(b) - usdOf(a) || a.symbol.localeCompare(b.symbol))
  return [...held, ...others]
}
