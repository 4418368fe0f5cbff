import type { PorticoFeature } from '@portico/core'
import type { EmbeddedWalletApi } from './EmbeddedWalletApi.js'
import type { EmbeddedWalletState } from './EmbeddedWalletState.js'

/** The feature's id, as `portico.getFeature` and `state.plugins` know it. */
export const EMBEDDED_WALLET_ID = 'embeddedWallet'

/** A handle for `portico.getFeature(embeddedWalletRef)` in the views (the feature is keyed by its id). */
export const embeddedWalletRef: PorticoFeature<EmbeddedWalletApi, EmbeddedWalletState> = {
  id: EMBEDDED_WALLET_ID,
}
