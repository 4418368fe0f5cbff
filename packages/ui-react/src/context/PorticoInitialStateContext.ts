import type { PorticoInitialState } from '@portico/core'
import { createContext } from 'react'

/** The session PorticoProvider was given (`initialState`), for the first renders of a returning visitor. */
export const PorticoInitialStateContext = createContext<PorticoInitialState | undefined>(undefined)
