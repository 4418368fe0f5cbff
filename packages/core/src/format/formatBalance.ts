import { truncateDecimals } from './truncateDecimals.js'

/**
 * A balance with 3 decimals (docs/behaviour.md#limits), cut rather than rounded, with its symbol when given.
 * @example formatBalance('1.23456', 'ETH') // '1.234 ETH'
 */
export function formatBalance(value: string | number | undefined, symbol?: string): string {
  const formatted = truncateDecimals(value ?? '0', 3)
  return symbol ? `${formatted} ${symbol}` : formatted
}
