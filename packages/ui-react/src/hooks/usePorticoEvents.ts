import type { PorticoEventRecord } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../context/usePorticoInstance.js'

/** The latest event the instance emitted since mount (undefined before the first). */
export function usePorticoEvents(): PorticoEventRecord | undefined {
  const portico = usePorticoInstance()
  const [latest, setLatest] = useState<PorticoEventRecord>()
  useEffect(() => portico.subscribeEvents(setLatest), [portico])
  return latest
}
