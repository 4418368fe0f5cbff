import type { PorticoState } from '../../types/state.js'
import type { ThemeMode } from '../../types/theme.js'

/** Sets light or dark mode. */
export function setThemeMode(context: { state: PorticoState }, mode: ThemeMode): void {
  context.state.theme.themeMode = mode
}
