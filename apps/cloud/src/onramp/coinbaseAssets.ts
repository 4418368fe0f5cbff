import { z } from 'zod'
import { ONRAMP_ASSET_DECIMALS, SOLANA_MAINNET } from './onrampAssetDecimals.js'

/** Coinbase's `GET /onramp/v1/buy/options` answer (keys in camel case), the parts the cloud reads. */
export const coinbaseBuyOptionsSchema = z.object({
  paymentCurrencies: z
    .array(
      z.object({
        id: z.string().regex(/^[A-Z]{3}$/),
        limits: z
          .array(z.object({ id: z.string().max(60), min: z.coerce.number(), max: z.coerce.number() }))
          .max(50)
          .nullish(),
      }),
    )
    .max(300),
  purchaseCurrencies: z
    .array(
      z.object({
        id: z.string().max(100),
        symbol: z.string().max(20),
        networks: z
          .array(
            z.object({
              name: z.string().max(60),
              chainId: z.union([z.string().max(40), z.number()]).nullish(),
              contractAddress: z.string().max(100).nullish(),
            }),
          )
          .max(100)
          .nullish(),
      }),
    )
    .max(2_000),
})
export type CoinbaseBuyOptions = z.infer<typeof coinbaseBuyOptionsSchema>

/** One asset on one network as Coinbase names it (its currency id, its network name) and as the cloud does. */
export type CoinbaseAsset = {
  id: string
  networkName: string
  /** The symbol, e.g. `USDC`. */
  asset: string
  network: string
  decimals: number
  /** The token's contract (or SPL mint) on the network; empty for the network's own coin. */
  contractAddress: string
}

/**
 * The assets Coinbase sells, as the cloud names them: an EVM network is its `chainId`, `solana` is Solana mainnet; an
 * asset whose decimals the cloud does not know, or another chain, is left out.
 */
export function coinbaseAssetsOf(options: CoinbaseBuyOptions): CoinbaseAsset[] {
  return options.purchaseCurrencies.flatMap(({ id, symbol, networks }) => {
    const asset = symbol.toUpperCase()
    const decimals = ONRAMP_ASSET_DECIMALS[asset]
    if (decimals === undefined) return []
    return (networks ?? []).flatMap(({ name, chainId, contractAddress }) => {
      const chain = String(chainId ?? '')
      const network = /^[1-9][0-9]{0,19}$/.test(chain)
        ? `eip155:${chain}`
        : name === 'solana'
          ? SOLANA_MAINNET
          : undefined
      return network
        ? [{ id, networkName: name, asset, network, decimals, contractAddress: contractAddress ?? '' }]
        : []
    })
  })
}

/** Each fiat currency's limits, the widest over its payment methods (Coinbase's limits are per payment method). */
export function coinbaseFiatLimitsOf(options: CoinbaseBuyOptions) {
  return options.paymentCurrencies.map(({ id, limits }) => {
    const methods = limits ?? []
    return {
      code: id,
      min: methods.length > 0 ? Math.min(...methods.map(({ min }) => min)) : 0,
      max: methods.length > 0 ? Math.max(...methods.map(({ max }) => max)) : Number.MAX_SAFE_INTEGER,
    }
  })
}

/** The asset a Coinbase transaction names: its currency (Coinbase's id or the symbol) on its network (by name). */
export function findCoinbaseAsset(assets: CoinbaseAsset[], currency: string, networkName: string) {
  return assets.find(
    (entry) =>
      (entry.id === currency || entry.asset === currency.toUpperCase()) && entry.networkName === networkName,
  )
}
