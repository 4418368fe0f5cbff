import { useRef, useSyncExternalStore } from 'react'
import type { PorticoSnapshot } from './PorticoSnapshot.js'
import { shallowEqual } from './shallowEqual.js'
import { usePorticoSnapshotSource } from './usePorticoSnapshotSource.js'

type Selection<T> = { snapshot: PorticoSnapshot; select: (state: PorticoSnapshot) => T; value: T }
type Memo<T> = { current: Selection<T> | undefined }

/**
 * A part of the instance state, chosen by `select`: the component renders again only when that part changes, as
 * `isEqual` (shallow by default: the same keys with the same values) judges it, not on every change of the state.
 * `select` may build a new object each time, and may be a new function at every render; an equal result is no change.
 * The snapshot's parts keep their identity while they do not change, so selecting one (`(s) => s.modal`) is enough.
 */
export function usePorticoSelector<T>(
  select: (state: PorticoSnapshot) => T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
): T {
  const { subscribe, getSnapshot, getServerSnapshot } = usePorticoSnapshotSource()
  const live = useRef<Selection<T> | undefined>(undefined)
  const server = useRef<Selection<T> | undefined>(undefined)
  const selectFrom = (memo: Memo<T>, snapshot: PorticoSnapshot): T => {
    const last = memo.current
    if (last?.snapshot === snapshot && last.select === select) return last.value
    const next = select(snapshot)
    const value = last !== undefined && isEqual(last.value, next) ? last.value : next
    memo.current = { snapshot, select, value }
    return value
  }
  return useSyncExternalStore(
    subscribe,
    () => selectFrom(live, getSnapshot()),
    () => selectFrom(server, getServerSnapshot()),
  )
}
