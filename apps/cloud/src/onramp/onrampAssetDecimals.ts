/** Solana mainnet as CAIP-2 (the first 32 characters of its genesis hash). */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * The decimals of the assets the cloud sells through a provider's own API (Meld, Coinbase): their asset lists do not
 * carry them, and an amount cannot be given in base units without them. An asset not listed here is not offered.
 */
export const ONRAMP_ASSET_DECIMALS: Readonly<Record<string, number>> = {
  ETH: 18,
  WETH: 18,
  POL: 18,
  MATIC: 18,
  BNB: 18,
  AVAX: 18,
  DAI: 18,
  SOL: 9,
  USDC: 6,
  USDT: 6,
  EURC: 6,
  PYUSD: 6,
}

/** A whole-unit amount (`0.0291`) in base units, the digits past `decimals` cut off (never more than stated). */
export function toBaseUnits(amount: number | string, decimals: number): string | undefined {
  if (typeof amount === 'number' && (!Number.isFinite(amount) || amount < 0)) return undefined
  const text =
    typeof amount === 'string' ? amount : /e/i.test(String(amount)) ? amount.toFixed(20) : String(amount)
  if (!/^\d{1,40}(\.\d{0,40})?$/.test(text)) return undefined
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`).toString()
}
