import type { Network } from '@portico/core'
import { useCallback, useEffect, useRef } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { NetworkList } from '../shared/NetworkList.js'
import { useNetworkSwitch } from '../shared/useNetworkSwitch.js'

/**
 * SwitchNetwork: the app's networks; choosing one asks the wallet, and going back follows success.
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
  useEffect(() => {
    if (requested && !started.current) {
      started.current = true
      switchTo(requested)
    }
  }, [requested, switchTo])
  return (
    <div className="stack" data-testid="switch-network-view">
      <NetworkList networkSwitch={networkSwitch} onSelect={switchTo} />
    </div>
  )
}
