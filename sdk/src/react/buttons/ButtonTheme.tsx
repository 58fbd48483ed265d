import { type CSSProperties, type ReactNode, useMemo } from 'react'
import { useAirlockInstance } from '../AirlockContext'
import { themeTokens } from '../theme'
import { useStore } from '../useStore'

/** The instance's theme variables for the buttons under it; they follow setThemeMode / setThemeVariables. */
export function ButtonTheme({ children }: { children: ReactNode }) {
  const { options } = useAirlockInstance().stores
  const themeMode = useStore(options, (state) => state.themeMode)
  const themeVariables = useStore(options, (state) => state.themeVariables)
  const style = useMemo(
    () => themeTokens(themeMode, themeVariables) as CSSProperties,
    [themeMode, themeVariables],
  )
  return (
    <span className="al-btn-root" data-theme={themeMode} style={style}>
      {children}
    </span>
  )
}
