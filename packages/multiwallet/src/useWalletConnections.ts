import {
  type ChainNamespace,
  isMultiWalletEnabled,
  type PorticoMultiWallet,
  type PorticoState,
  type WalletConnection,
} from '@portico/core'
import { usePorticoInstance, usePorticoSnapshot } from '@portico/react'
import { useEffect, useMemo, useState } from 'react'
import { lazyMultiWallet } from './lazyMultiWallet.js'
import { multiWallet } from './multiWallet.js'
import { loadedMultiWalletModule, loadMultiWalletModule } from './multiWalletModule.js'

export interface UseWalletConnectionsReturnType
  extends Pick<PorticoMultiWallet, 'switchConnection' | 'deleteConnection' | 'getBalance'> {
  /** The namespace's connections (every namespace's when none is given), the active one first; empty without the feature. */
  connections: WalletConnection[]
  /** Whether the project's `multiWallet` remote feature is on. */
  enabled: boolean
}

/**
 * The wallet connections Portico keeps (docs/behaviour.md#permissions), re-rendered when they change, with switch, delete
 * and balance. Without the project's `multiWallet` remote feature the list is empty and the
 * 'Multi-Wallet Not Enabled' alert shows once the remote features are known.
 * @example const { connections, switchConnection } = useWalletConnections({ namespace: 'eip155' })
 */
export function useWalletConnections(
  parameters: { namespace?: ChainNamespace | undefined } = {},
): UseWalletConnectionsReturnType {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const { namespace } = parameters
  const api = useMemo(() => portico.getFeature(multiWallet) ?? lazyMultiWallet(portico), [portico])
  const enabled = isMultiWalletEnabled(state)
  // Without a cloud the remote features never arrive; with one, wait for them before saying "not enabled".
  const known = state.remoteFeatures !== undefined || portico.options.cloudUrl === undefined
  useEffect(() => {
    if (known && !enabled) void api.getConnections(namespace)
  }, [api, known, enabled, namespace])
  // The multi-wallet code loads on first use; until then (one render at most) the list is empty.
  const [module, setModule] = useState(loadedMultiWalletModule)
  useEffect(() => {
    if (!module) void loadMultiWalletModule().then(setModule)
  }, [module])
  const connections = useMemo(
    () => (enabled && module ? module.selectWalletConnections(state as PorticoState, namespace) : []),
    [module, state, enabled, namespace],
  )
  return {
    connections,
    enabled,
    switchConnection: api.switchConnection,
    deleteConnection: api.deleteConnection,
    getBalance: api.getBalance,
  }
}
