import { useEffect, useSyncExternalStore } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { prefetchModal } from '../prefetch/prefetchModal.js'
import { whenIdle } from '../prefetch/whenIdle.js'
import { instanceModalCode } from './instanceModalCode.js'
import type { ModalMode } from './ModalMode.js'
import type { ModalRootComponent } from './modalCode.js'

// Upper bound for the idle wait: a page that is never idle still gets the modal before a click.
const PREFETCH_IDLE_TIMEOUT_MS = 2_000

/**
 * The modal's root component once its code is loaded. The load starts when the browser is idle
 * after the first render, or at once when something must show: the embedded card, the open modal,
 * an alert or a toast.
 */
export function useModalCode(mode: ModalMode): ModalRootComponent | undefined {
  const portico = usePorticoInstance()
  const loadOnce = instanceModalCode(portico)
  const code = useSyncExternalStore(loadOnce.subscribe, loadOnce.current, () => undefined)
  const Root = code?.ModalRoot
  useEffect(() => {
    if (Root) return
    const needed = () => {
      const { modal, alert, toasts } = portico.state
      return mode === 'embedded' || modal.open || alert.open || toasts.length > 0
    }
    const load = () => prefetchModal(portico)
    if (needed()) {
      load()
      return
    }
    const cancelIdle = whenIdle(load, PREFETCH_IDLE_TIMEOUT_MS)
    const unsubscribe = portico.subscribe(() => {
      if (needed()) load()
    })
    return () => {
      cancelIdle()
      unsubscribe()
    }
  }, [Root, mode, portico])
  return Root
}
