import { formatBalance, formatFiat, formatUnits } from '@portico/core'
import type { SwapToken } from '../SwapToken.js'

/** Base units as the modal shows balances: 3 decimals, cut, with the symbol. */
export const formatTokenAmount = (value: bigint, token: Pick<SwapToken, 'decimals' | 'symbol'>): string =>
  formatBalance(formatUnits(value, token.decimals), token.symbol)

/** The fiat value of base units of a token, when its price is known. */
export function fiatOf(value: bigint | undefined, token: SwapToken | undefined): string | undefined {
  if (value === undefined || !token?.price) return undefined
  return formatFiat(Number(formatUnits(value, token.decimals)) * token.price)
}
