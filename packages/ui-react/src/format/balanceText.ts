const DECIMAL = /^-?\d+(\.(\d+))?$/

/**
 * The balance as core formatted it (docs/behaviour.md#limits decimals, '0.00' on a network no source reads), its digits written the
 * locale's way by `Intl.NumberFormat` (no grouping, the same decimals: '1.234' in English, '1,234'
 * in German), then its symbol.
 */
export function balanceText(balance: string, symbol: string | undefined, locale = 'en'): string {
  const decimal = DECIMAL.exec(balance)
  const digits = decimal?.[2]?.length ?? 0
  // A decimal string keeps its exact value (Intl.NumberFormat formats numeric strings as decimals).
  const format = new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format as unknown as (value: string) => string
  const text = decimal ? format(balance) : balance
  return symbol ? `${text} ${symbol}` : text
}
