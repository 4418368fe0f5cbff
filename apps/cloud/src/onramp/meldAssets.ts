import { z } from 'zod'

/** Solana mainnet as CAIP-2 (the first 32 characters of its genesis hash). */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * The decimals of the assets the cloud sells through Meld: Meld's currency list does not carry them, and an amount
 * cannot be given in base units without them. An asset not listed here is not offered.
 */
const DECIMALS: Record<string, number> = {
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

/** An entry of Meld's `GET /service-providers/properties/crypto-currencies`. */
export const meldCryptoCurrencySchema = z.object({
  currencyCode: z.string().regex(/^[A-Z0-9_]{1,40}$/),
  chainCode: z.string().max(40).nullish(),
  chainId: z.union([z.string().max(40), z.number()]).nullish(),
})

/** One of Meld's crypto currency codes (`ETH`, `USDC_BASE`, ...) as the cloud names it: asset, CAIP-2 network, decimals. */
export type MeldAsset = { code: string; asset: string; network: string; decimals: number }

/**
 * A Meld crypto currency as asset and network: the symbol is the code up to its first `_`, an EVM chain is its
 * `chainId`, Solana is mainnet. Undefined for a chain or an asset the cloud does not sell.
 */
export function meldAssetOf(entry: z.infer<typeof meldCryptoCurrencySchema>): MeldAsset | undefined {
  const code = entry.currencyCode
  const asset = code.split('_')[0] ?? ''
  const decimals = DECIMALS[asset]
  if (decimals === undefined) return undefined
  const chainId = String(entry.chainId ?? '')
  if (/^[1-9][0-9]{0,19}$/.test(chainId)) return { code, asset, network: `eip155:${chainId}`, decimals }
  if (entry.chainCode === 'SOL' || code === 'SOL' || code.endsWith('_SOLANA'))
    return { code, asset, network: SOLANA_MAINNET, decimals }
  return undefined
}

/** A whole-unit amount (`0.0291`) in base units, the digits past `decimals` cut off (never more than stated). */
export function toBaseUnits(amount: number, decimals: number): string | undefined {
  if (!Number.isFinite(amount) || amount < 0) return undefined
  const text = /e/i.test(String(amount)) ? amount.toFixed(20) : String(amount)
  const [whole = '0', fraction = ''] = text.split('.')
  const units = BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`)
  return units.toString()
}
