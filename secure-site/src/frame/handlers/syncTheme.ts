/** SYNC_THEME: the approval card follows the host's light/dark mode and accent colour. */
import type { FrameHandler } from '../frameContext'
import { safeColour } from '../uiState'

export const syncTheme: FrameHandler<'SYNC_THEME'> = (payload, context) => {
  const accent =
    safeColour(payload.themeVariables?.['--w3m-accent']) ??
    safeColour(payload.w3mThemeVariables?.['--w3m-accent'])
  context.ui.set({
    themeMode: payload.themeMode ?? context.ui.get().themeMode,
    ...(accent ? { accent } : {}),
  })
  return undefined
}
