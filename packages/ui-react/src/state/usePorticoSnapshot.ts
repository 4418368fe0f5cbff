import { useSyncExternalStore } from 'react'
import type { PorticoSnapshot } from './PorticoSnapshot.js'
import { usePorticoSnapshotSource } from './usePorticoSnapshotSource.js'

/**
 * The whole instance state for rendering: the component renders again on every change of it. A component that reads
 * a part should take `usePorticoSelector`, which renders again only when that part changes.
 */
export function usePorticoSnapshot(): PorticoSnapshot {
  const { subscribe, getSnapshot, getServerSnapshot } = usePorticoSnapshotSource()
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
