import { formatBalance, formatUnits } from '@portico/core'

/** Base units as the modal shows balances: 3 decimals, cut (docs/behaviour.md#limits), with the symbol. */
export function formatTokenAmount(value: bigint, decimals: number, symbol: string): string {
  return formatBalance(formatUnits(value, decimals), symbol)
}
