/**
 * @airlock/sdk/react — the modal and the thin React hooks. Importing this module
 * loads neither the modal nor React DOM and touches no `window`: the modal is a
 * separate chunk, imported on the first open (or on `prefetchModal()`).
 */

export { AirlockProvider, type AirlockProviderProps } from './AirlockProvider'
export { attachModal } from './attachModal'
export {
  type UseAirlockAccountReturn,
  type UseAirlockReturn,
  useAirlock,
  useAirlockAccount,
} from './hooks'
export { prefetchModal } from './loadModal'
