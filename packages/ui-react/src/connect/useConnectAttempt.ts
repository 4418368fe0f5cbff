import { useSyncExternalStore } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { type ConnectAttempt, connectAttempts } from './connectAttempts.js'

/** The instance's latest connect attempt (undefined on the server and before any). */
export function useConnectAttempt(): ConnectAttempt | undefined {
  const store = connectAttempts(usePorticoInstance())
  return useSyncExternalStore(store.subscribe, store.get, () => undefined)
}
