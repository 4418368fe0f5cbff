import { type Portico, PorticoError } from '@portico/core'
import { useContext } from 'react'
import { PorticoContext } from './PorticoContext.js'

/** The instance from the nearest PorticoProvider; throws a clear error outside one. */
export function usePorticoInstance(): Portico {
  const portico = useContext(PorticoContext)
  if (!portico)
    throw new PorticoError('Portico hooks and components must be used inside <PorticoProvider portico={…}>')
  return portico
}
