import type { CoinbaseAsset } from '../onramp/coinbaseAssets.js'
import type { PayExchangeAsset } from './PayExchangeClient.js'

/** The payment's asset as Pay names it: `native`, or the token's contract (mint) on its network. */
export const coinbasePayAssetOf = (entry: CoinbaseAsset): PayExchangeAsset => ({
  asset: entry.contractAddress || 'native',
  symbol: entry.asset,
  decimals: entry.decimals,
  network: entry.network,
})
