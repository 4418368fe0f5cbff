/** `0x1234567890…5678` → `0x1234…5678`: the first 6 and last 4 characters (short addresses unchanged). */
export function shortenAddress(address: string, start = 6, end = 4): string {
  if (address.length <= start + end + 1) return address
  return `${address.slice(0, start)}…${address.slice(-end)}`
}
