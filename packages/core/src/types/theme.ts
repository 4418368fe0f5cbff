export type ThemeMode = 'light' | 'dark'

/** The public theme tokens, applied as `--portico-*` custom properties inside the modal. */
export interface ThemeVariables {
  '--portico-accent'?: string
  '--portico-color-mix'?: string
  '--portico-color-mix-strength'?: number
  '--portico-font-family'?: string
  '--portico-font-size-master'?: string
  '--portico-border-radius-master'?: string
  '--portico-z-index'?: number
}
