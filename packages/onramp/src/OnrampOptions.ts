import type { OnrampAsset } from './OnrampAsset.js'
import type { OnrampProvider } from './OnrampProvider.js'

/** What the project can buy: its providers (fees, currencies, limits) and the assets per network. */
export interface OnrampOptions {
  readonly providers: readonly OnrampProvider[]
  readonly assets: readonly OnrampAsset[]
}
