import { useCallback, useSyncExternalStore } from 'react'
import { snapshot } from 'valtio/vanilla'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import type { PorticoSnapshot } from './PorticoSnapshot.js'
import { serverSnapshot } from './serverSnapshot.js'

/**
 * The instance state for rendering. The server render and the hydrating client render both get
 * serverSnapshot (so they agree); React switches to the live state right after hydration.
 */
export function usePorticoSnapshot(): PorticoSnapshot {
  const portico = usePorticoInstance()
  const subscribe = useCallback((onChange: () => void) => portico.subscribe(onChange), [portico])
  const getSnapshot = useCallback(() => snapshot(portico.state), [portico])
  const getServerSnapshot = useCallback(() => serverSnapshot(portico), [portico])
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
