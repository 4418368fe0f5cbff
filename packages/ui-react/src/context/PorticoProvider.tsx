import type { Portico } from '@portico/core'
import type { ReactNode } from 'react'
import { AppendedModal } from '../modal/AppendedModal.js'
import { PorticoContext } from './PorticoContext.js'

export interface PorticoProviderProps {
  portico: Portico
  children?: ReactNode
}

/**
 * Makes a Portico instance available to the hooks and components below, and appends the modal to
 * the page body unless the options say `disableAppend` or `enableEmbedded` (then place <PorticoModal />).
 */
export function PorticoProvider({ portico, children }: PorticoProviderProps) {
  const append = !portico.options.disableAppend && !portico.options.enableEmbedded
  return (
    <PorticoContext.Provider value={portico}>
      {children}
      {append && <AppendedModal />}
    </PorticoContext.Provider>
  )
}
