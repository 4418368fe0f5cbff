import type { Portico } from '@portico/core'
import { usePorticoInstance, usePorticoSnapshot } from '@portico/react'
import type { WalletConnectApi, WalletConnectState } from '../feature/WalletConnectTypes.js'
import { WALLETCONNECT_FEATURE_ID } from '../feature/walletConnect.js'

/** The feature's API on an instance, when `plugins` holds it and `enableWalletConnect` is not false. */
function walletConnectApi(portico: Portico): WalletConnectApi | undefined {
  if (portico.options.enableWalletConnect === false) return undefined
  const plugin = portico.options.plugins?.find((entry) => entry.id === WALLETCONNECT_FEATURE_ID)
  return plugin ? (portico.getFeature(plugin) as WalletConnectApi | undefined) : undefined
}

/** The feature's state slice (a snapshot, as the view renders it) and API; both undefined without the feature. */
export function useWalletConnectFeature(): { slice?: WalletConnectState; controls?: WalletConnectApi } {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const slice = state.plugins[WALLETCONNECT_FEATURE_ID] as WalletConnectState | undefined
  const controls = walletConnectApi(portico)
  return { ...(slice ? { slice } : {}), ...(controls ? { controls } : {}) }
}
