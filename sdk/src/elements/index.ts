/**
 * @airlock/sdk/elements — the buttons as custom elements, for pages without
 * React of their own:
 *
 *   const airlock = createAirlock({ … })
 *   defineAirlockElements(airlock)
 *   <airlock-button></airlock-button>
 *
 * Importing this module touches no `window`; the modal loads on the first open.
 */
export type { ButtonElementClass } from './buttonElement'
export {
  AIRLOCK_ACCOUNT_BUTTON_TAG,
  AIRLOCK_BUTTON_TAG,
  AIRLOCK_NETWORK_BUTTON_TAG,
  type DefineAirlockElementsOptions,
  defineAirlockElements,
} from './defineAirlockElements'
