export type ThemeMode = 'light' | 'dark'

/** The public theme tokens, applied as `--portico-*` custom properties inside the modal. */
export interface ThemeVariables {
  '--portico-accent'?: string | undefined
  '--portico-color-mix'?: string | undefined
  '--portico-color-mix-strength'?: number | undefined
  '--portico-font-family'?: string | undefined
  '--portico-font-size-master'?: string | undefined
  '--portico-border-radius-master'?: string | undefined
  '--portico-z-index'?: number | undefined
}
