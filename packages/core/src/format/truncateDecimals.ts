/**
 * A decimal string cut (not rounded: a balance is never overstated) to exactly `decimals`
 * fraction digits. Numbers in exponent form are expanded first.
 */
export function truncateDecimals(value: string | number, decimals: number): string {
  const text = typeof value === 'number' ? expand(value) : value.trim()
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match) return truncateDecimals(expand(Number(text)), decimals)
  const [, sign = '', integer = '', fraction = ''] = match
  const digits = fraction.padEnd(decimals, '0').slice(0, decimals)
  const whole = integer.replace(/^0+(?=\d)/, '') || '0'
  const isZero = /^0*$/.test(whole + digits)
  const result = decimals > 0 ? `${whole}.${digits}` : whole
  return sign && !isZero ? `-${result}` : result
}

function expand(value: number): string {
  if (!Number.isFinite(value)) return '0'
  return Math.abs(value) < 1e21 ? value.toFixed(20) : BigInt(Math.trunc(value)).toString()
}
