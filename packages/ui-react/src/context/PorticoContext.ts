import type { Portico } from '@portico/core'
import { createContext } from 'react'

/** The Portico instance given to PorticoProvider. */
export const PorticoContext = createContext<Portico | undefined>(undefined)
