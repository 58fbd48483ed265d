/**
 * @airlock/sdk/react — the provider, the thin hooks and the buttons. Importing
 * this module loads neither the modal nor React DOM's renderer and touches no
 * `window`: the modal is a separate chunk, imported on the first open (or on
 * `prefetchModal()`, which the buttons call on hover and focus).
 */

export type { WalletInfo } from '../core/connectors/walletInfo'
export { AirlockProvider, type AirlockProviderProps } from './AirlockProvider'
export { attachModal } from './attachModal'
export { AccountButton, type AccountButtonProps } from './buttons/AccountButton'
export { ConnectButton, type ConnectButtonProps } from './buttons/ConnectButton'
export { NetworkButton } from './buttons/NetworkButton'
export { type UseWalletInfoReturn, useWalletInfo } from './features/account/useWalletInfo'
export {
  type UseAirlockBalancesReturn,
  useAirlockBalances,
} from './features/balances/useAirlockBalances'
export { type UseDisconnectReturn, useDisconnect } from './features/disconnect/useDisconnect'
export {
  type UseAirlockHistoryReturn,
  useAirlockHistory,
} from './features/history/useAirlockHistory'
export { type UseAirlockNamesReturn, useAirlockNames } from './features/names/useAirlockNames'
export {
  type UseAirlockNetworkReturn,
  useAirlockNetwork,
} from './features/network/useAirlockNetwork'
export { type UseAirlockReturn, useAirlock } from './hooks/useAirlock'
export {
  type EmbeddedWalletInfo,
  type UseAirlockAccountReturn,
  useAirlockAccount,
} from './hooks/useAirlockAccount'
export { type UseAirlockEventsListener, useAirlockEvents } from './hooks/useAirlockEvents'
export { type UseAirlockProviderReturn, useAirlockProvider } from './hooks/useAirlockProvider'
export { type UseAirlockStateReturn, useAirlockState } from './hooks/useAirlockState'
export { type UseAirlockThemeReturn, useAirlockTheme } from './hooks/useAirlockTheme'
export { prefetchModal } from './loadModal'
