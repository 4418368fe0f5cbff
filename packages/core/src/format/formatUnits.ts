/**
 * A bigint amount of base units as a decimal string (like viem's formatUnits; core imports no
 * chain library). Trailing zeros are dropped.
 * @example formatUnits(1_500_000_000_000_000_000n, 18) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
