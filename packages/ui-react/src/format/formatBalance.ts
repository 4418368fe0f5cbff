/** A native balance for display: 3 decimals at most, cut rather than rounded (spec §9), then the symbol. */
export function formatBalance(balance: string, symbol: string | undefined): string {
  const [whole = '0', fraction = ''] = balance.split('.')
  const decimals = fraction.slice(0, 3).replace(/0+$/, '')
  const amount = decimals ? `${whole}.${decimals}` : whole
  return symbol ? `${amount} ${symbol}` : amount
}
