import { useMemo } from 'react'
import type { ThemeMode, ThemeVariables } from '../../core/stores/optionsStore'
import { useAirlockInstance } from '../AirlockContext'
import { useStore } from '../useStore'

export interface UseAirlockThemeReturn {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** Also sent to the secure frame, so its approval view matches. */
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

/** The modal's theme, and the setters that keep the frame's look in step. */
export function useAirlockTheme(): UseAirlockThemeReturn {
  const instance = useAirlockInstance()
  const themeMode = useStore(instance.stores.options, (state) => state.themeMode)
  const themeVariables = useStore(instance.stores.options, (state) => state.themeVariables)
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode) => instance.setThemeMode(mode),
      setThemeVariables: (variables) => instance.setThemeVariables(variables),
    }),
    [instance, themeMode, themeVariables],
  )
}
