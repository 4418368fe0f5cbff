import type { Network } from '@portico/core'
import { useCallback, useEffect, useRef } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { NetworkList } from '../shared/NetworkList.js'
import { useNetworkSwitch } from '../shared/useNetworkSwitch.js'

/**
 * SwitchNetwork: the app's networks; choosing one asks the wallet, and going back follows success.
 * A network of another, unconnected namespace goes through SwitchActiveChain first.
 * Opened with `data.network`, it starts switching to that network at once.
 */
export function SwitchNetworkView() {
  const portico = usePorticoInstance()
  const state = usePorticoSnapshot()
  const goBack = useCallback(() => portico.goBack(), [portico])
  const networkSwitch = useNetworkSwitch(goBack)
  const requested = state.router.data?.network as Network | undefined
  const started = useRef(false)
  const { switchTo } = networkSwitch
  const choose = (network: Network) => {
    const active = state.activeNamespace
    const connected = (namespace?: string) =>
      namespace !== undefined &&
      state.chains[namespace as Network['chainNamespace']]?.accountState.status === 'connected'
    // Leaving a connected namespace for one that is not connected: confirm first (SwitchActiveChain).
    if (network.chainNamespace !== active && connected(active) && !connected(network.chainNamespace)) {
      portico.push('SwitchActiveChain', { network })
    } else switchTo(network)
  }
  useEffect(() => {
    if (requested && !started.current) {
      started.current = true
      switchTo(requested)
    }
  }, [requested, switchTo])
  return (
    <div className="stack" data-testid="switch-network-view">
      <NetworkList networkSwitch={networkSwitch} onSelect={choose} />
    </div>
  )
}
