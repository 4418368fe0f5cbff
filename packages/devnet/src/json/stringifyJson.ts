const marker = '\u0000bigint:'

/**
 * JSON.stringify that writes bigints as plain JSON numbers (e.g. Solana's `rentEpoch`
 * 18446744073709551615), as real nodes do; clients parse them with their own big-number handling.
 */
export function stringifyJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${marker}${item}` : item,
  ).replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
