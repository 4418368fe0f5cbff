/**
 * A fiat amount with 2 decimals (docs/behaviour.md#limits), in en-US.
 * @example formatFiat(1234.5) // '$1,234.50'
 */
export function formatFiat(value: number | string, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value) || 0)
}
