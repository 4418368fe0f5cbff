import type { OpenParameters } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'

/** Opens and closes the modal. `open()` chooses the view: the given one, else Account when connected, else Connect. */
export function usePortico() {
  const portico = usePorticoInstance()
  return useMemo(
    () => ({
      open: (parameters?: OpenParameters) => portico.open(parameters),
      close: () => portico.close(),
    }),
    [portico],
  )
}
