import { usePorticoInstance, usePorticoSnapshot } from '@portico/react'
import type { EmbeddedWalletApi } from '../wallet/EmbeddedWalletApi.js'
import { type EmbeddedWalletState, initialEmbeddedWalletState } from '../wallet/EmbeddedWalletState.js'
import { EMBEDDED_WALLET_ID, embeddedWalletRef } from '../wallet/embeddedWalletRef.js'

/** The embedded wallet's API and its state slice (re-rendering on change), for its views. */
export function useEmbeddedWallet(): { api: EmbeddedWalletApi | undefined; state: EmbeddedWalletState } {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  const state =
    (snapshot.plugins[EMBEDDED_WALLET_ID] as EmbeddedWalletState | undefined) ?? initialEmbeddedWalletState()
  return { api: portico.getFeature(embeddedWalletRef), state }
}
