/**
 * A decimal string as a bigint of base units (the inverse of formatUnits); extra fraction digits
 * are cut, not rounded.
 * @example parseUnits('1.5', 18) // 1_500_000_000_000_000_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match) throw new SyntaxError(`Not a decimal number: ${value}`)
  const [, sign = '', integer = '', fraction = ''] = match
  const digits = `${integer || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`
  const units = BigInt(digits)
  return sign === '-' ? -units : units
}
