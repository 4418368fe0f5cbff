import type { ThemeVariables } from '@portico/core'
import type { CSSProperties } from 'react'

/** The app's public theme tokens as inline custom properties (they win over the stylesheet defaults). */
export function themeStyle(variables: ThemeVariables): CSSProperties {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) {
    if (name.startsWith('--portico-') && value !== undefined) style[name] = String(value)
  }
  return style as CSSProperties
}
