import { useCallback, useContext, useSyncExternalStore } from 'react'
import { snapshot } from 'valtio/vanilla'
import { PorticoInitialStateContext } from '../context/PorticoInitialStateContext.js'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import type { PorticoSnapshot } from './PorticoSnapshot.js'
import { serverSnapshot } from './serverSnapshot.js'
import { withInitialState } from './withInitialState.js'

/**
 * The instance state for rendering. The server render and the hydrating client render both get
 * serverSnapshot (so they agree); React switches to the live state right after hydration. With an
 * `initialState` (a returning visitor's cookie), both show that session, and the live state keeps
 * showing it until start-up has restored the connections, so nothing flickers to 'Connect Wallet'.
 */
export function usePorticoSnapshot(): PorticoSnapshot {
  const portico = usePorticoInstance()
  const initial = useContext(PorticoInitialStateContext)
  const subscribe = useCallback((onChange: () => void) => portico.subscribe(onChange), [portico])
  const getSnapshot = useCallback(() => {
    const live = snapshot(portico.state) as PorticoSnapshot
    return initial && !live.initialized ? withInitialState(live, initial, portico.options.networks) : live
  }, [portico, initial])
  const getServerSnapshot = useCallback(() => {
    const pristine = serverSnapshot(portico)
    return initial ? withInitialState(pristine, initial, portico.options.networks) : pristine
  }, [portico, initial])
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
