import type { ChainNamespace } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'

/** Disconnects one namespace, or every namespace when none is given. */
export function useDisconnect() {
  const portico = usePorticoInstance()
  const disconnect = useCallback(
    (parameters?: { namespace?: ChainNamespace | undefined }) => portico.disconnect(parameters),
    [portico],
  )
  return { disconnect }
}
