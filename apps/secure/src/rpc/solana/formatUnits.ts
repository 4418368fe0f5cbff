/** `amount` base units of a token with `decimals` decimals as exact decimal text ('0.000005', '12'). */
export function formatUnits(amount: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${amount / scale}.${fraction}` : `${amount / scale}`
}
