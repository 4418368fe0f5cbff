import { useCallback, useContext } from 'react'
import { snapshot } from 'valtio/vanilla'
import { PorticoInitialStateContext } from '../context/PorticoInitialStateContext.js'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import type { PorticoSnapshot } from './PorticoSnapshot.js'
import { serverSnapshot } from './serverSnapshot.js'
import { withInitialState } from './withInitialState.js'

/** What `useSyncExternalStore` needs to read the instance state: its subscription and its two snapshots. */
export type PorticoSnapshotSource = {
  subscribe(onChange: () => void): () => void
  getSnapshot(): PorticoSnapshot
  getServerSnapshot(): PorticoSnapshot
}

/**
 * The instance state's source for rendering. The server render and the hydrating client render both get the server
 * snapshot (so they agree); React switches to the live state right after hydration. With an `initialState` (a
 * returning visitor's cookie), both show that session, and the live state keeps showing it until start-up has
 * restored the connections, so nothing flickers to 'Connect Wallet'.
 */
export function usePorticoSnapshotSource(): PorticoSnapshotSource {
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
  return { subscribe, getSnapshot, getServerSnapshot }
}
