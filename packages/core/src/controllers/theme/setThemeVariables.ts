import type { PorticoState } from '../../types/state.js'
import type { ThemeVariables } from '../../types/theme.js'

/** Merges theme tokens into the current ones (a later call overrides earlier values). */
export function setThemeVariables(context: { state: PorticoState }, variables: ThemeVariables): void {
  context.state.theme.themeVariables = { ...context.state.theme.themeVariables, ...variables }
}
