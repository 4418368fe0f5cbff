import { z } from 'zod'
import { ONRAMP_ASSET_DECIMALS, SOLANA_MAINNET } from './onrampAssetDecimals.js'

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
  const decimals = ONRAMP_ASSET_DECIMALS[asset]
  if (decimals === undefined) return undefined
  const chainId = String(entry.chainId ?? '')
  if (/^[1-9][0-9]{0,19}$/.test(chainId)) return { code, asset, network: `eip155:${chainId}`, decimals }
  if (entry.chainCode === 'SOL' || code === 'SOL' || code.endsWith('_SOLANA'))
    return { code, asset, network: SOLANA_MAINNET, decimals }
  return undefined
}
