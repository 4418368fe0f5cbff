/**
 * An address shortened to its start and end around an ellipsis; short ones stay whole.
 * @example shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd') // '0x1234…abcd'
 */
export function shortenAddress(
  address: string,
  { start = 6, end = 4 }: { start?: number; end?: number } = {},
): string {
  if (address.length <= start + end + 1) return address
  return `${address.slice(0, start)}…${address.slice(address.length - end)}`
}
