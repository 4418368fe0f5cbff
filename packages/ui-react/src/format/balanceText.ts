/** The balance as core formatted it (spec §9 decimals, '0.00' on testnets), then its symbol. */
export function balanceText(balance: string, symbol: string | undefined): string {
  return symbol ? `${balance} ${symbol}` : balance
}
