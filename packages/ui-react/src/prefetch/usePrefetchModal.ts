import { useCallback } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { prefetchModal } from './prefetchModal.js'

/** A handler for the pointerenter and focus of a button that opens the modal: starts loading its code. */
export function usePrefetchModal(): () => void {
  const portico = usePorticoInstance()
  return useCallback(() => prefetchModal(portico), [portico])
}
