import type { ChainNamespace } from '@portico/core'
import type { CSSProperties } from 'react'

/** Props every Portico button takes. */
export interface ButtonProps {
  /** The namespace whose account or network the button shows; the active one by default. */
  namespace?: ChainNamespace | undefined
  className?: string | undefined
  style?: CSSProperties | undefined
  disabled?: boolean | undefined
}
