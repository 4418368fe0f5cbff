import type { ThemeMode, ThemeVariables } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'

export interface UsePorticoThemeReturnType {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

/** The modal theme (light or dark, public tokens) and its setters. */
export function usePorticoTheme(): UsePorticoThemeReturnType {
  const portico = usePorticoInstance()
  const theme = usePorticoSelector((s) => s.theme)
  return {
    themeMode: theme.themeMode,
    themeVariables: theme.themeVariables,
    setThemeMode: (mode) => portico.setThemeMode(mode),
    setThemeVariables: (variables) => portico.setThemeVariables(variables),
  }
}
