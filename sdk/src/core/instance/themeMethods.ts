import type { AuthConnector } from '../connectors/auth/authConnector'
import type { Logger } from '../logger'
import type { AirlockStores } from '../stores/airlockStores'
import type { AirlockInstance } from './airlockInstance'

type ThemeMethods = Pick<AirlockInstance, 'setThemeMode' | 'setThemeVariables'>

/** Theme setters that keep the secure frame's look in step with the modal's. */
export function createThemeMethods(
  stores: AirlockStores,
  connector: AuthConnector,
  logger: Logger,
): ThemeMethods {
  function syncTheme(): void {
    const { themeMode, themeVariables } = stores.options.getState()
    connector
      .syncTheme({ themeMode, themeVariables })
      .catch((error: unknown) => logger.debug('theme sync failed', { error }))
  }
  // The frame, whenever it is created, starts with the theme the dapp passed.
  syncTheme()
  return {
    setThemeMode(mode) {
      stores.options.getState().setThemeMode(mode)
      syncTheme()
    },
    setThemeVariables(variables) {
      stores.options.getState().setThemeVariables(variables)
      syncTheme()
    },
  }
}
