import type { Portico, PorticoInitialState } from '@portico/core'
import type { ReactNode } from 'react'
import { AppendedModal } from '../modal/AppendedModal.js'
import { PorticoContext } from './PorticoContext.js'
import { PorticoInitialStateContext } from './PorticoInitialStateContext.js'

export interface PorticoProviderProps {
  portico: Portico
  /**
   * A returning visitor's session read on the server (`cookieToInitialState` with `cookieStorage`):
   * the server renders the connected buttons and the first client render equals them.
   */
  initialState?: PorticoInitialState | undefined
  children?: ReactNode | undefined
}

/**
 * Makes a Portico instance available to the hooks and components below, and appends the modal to
 * the page body unless the options say `disableAppend` or `enableEmbedded` (then place <PorticoModal />).
 */
export function PorticoProvider({ portico, initialState, children }: PorticoProviderProps) {
  const append = !portico.options.disableAppend && !portico.options.enableEmbedded
  return (
    <PorticoContext.Provider value={portico}>
      <PorticoInitialStateContext.Provider value={initialState}>
        {children}
        {append && <AppendedModal />}
      </PorticoInitialStateContext.Provider>
    </PorticoContext.Provider>
  )
}
