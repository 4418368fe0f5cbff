import type { ChainNamespace, Portico, WalletListing } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'

/** The WalletConnect feature's id (`@portico/walletconnect`), the key of its state slice. */
export const WALLETCONNECT_ID = 'walletconnect'

/**
 * What the Connect list and SwitchActiveChain read of `state.plugins.walletconnect` (the package's own views read its
 * full state): the namespace its connected wallet is being asked for, if any.
 */
export interface WalletConnectSlice {
  adding?: { namespace: ChainNamespace }
}

/** What the Connect list calls of the feature's API. */
export interface WalletConnectControls {
  warm(): void
  start(parameters?: { wallet?: WalletListing }): Promise<void>
  cancel(): void
  addNamespace(namespace: ChainNamespace): Promise<void>
  /** The connected session (its wallet's name, `peer.name`). */
  readonly session?: { readonly peer?: { readonly name: string } } | undefined
}

/** The WalletConnect feature's API on an instance, when `plugins` holds it and `enableWalletConnect` is not false. */
export function walletConnectControls(portico: Portico): WalletConnectControls | undefined {
  if (portico.options.enableWalletConnect === false) return undefined
  const plugin = portico.options.plugins?.find((entry) => entry.id === WALLETCONNECT_ID)
  return plugin ? (portico.getFeature(plugin) as WalletConnectControls | undefined) : undefined
}

/** The feature's state slice and API; both undefined without the feature. */
export function useWalletConnect(): { slice?: WalletConnectSlice; controls?: WalletConnectControls } {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const slice = state.plugins[WALLETCONNECT_ID] as WalletConnectSlice | undefined
  const controls = walletConnectControls(portico)
  return { ...(slice ? { slice } : {}), ...(controls ? { controls } : {}) }
}
