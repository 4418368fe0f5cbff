import type { Portico, PorticoState } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * One primitive value read straight from the instance's state, so the lab's panels show what core
 * holds independently of @portico/react's hooks (the two must agree; the browser tests compare them).
 */
export function usePorticoValue<T extends string | number | boolean | undefined>(
  portico: Portico,
  select: (state: PorticoState) => T,
): T {
  const subscribe = useCallback((onChange: () => void) => portico.subscribe(onChange), [portico])
  return useSyncExternalStore(subscribe, () => select(portico.state))
}
