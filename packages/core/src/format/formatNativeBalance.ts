/**
 * A number in a locale with a fixed count of decimals: 2 decimals in en-US by default (docs/behaviour.md#limits:
 * native-balance helper).
 * @example formatNativeBalance(1234.5678) // '1,234.57'
 */
export function formatNativeBalance(
  value: number | string,
  { decimals = 2, locale = 'en-US' }: { decimals?: number; locale?: string } = {},
): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value) || 0)
}
