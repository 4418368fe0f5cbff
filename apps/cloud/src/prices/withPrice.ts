import type { TokenBalance } from '../blockchain/TokenBalance.js'

/** The balance with its USD `price` and `value` (quantity × price); unchanged when no price is known. */
export function withPrice(balance: TokenBalance, usd: number | undefined): TokenBalance {
  if (usd === undefined) return balance
  return { ...balance, price: usd, value: Number(balance.quantity.numeric) * usd }
}
