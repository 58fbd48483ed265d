/**
 * @airlock/sdk — the public surface. Importing it touches no `window` or
 * `document`: the iframe and the session check start inside createAirlock.
 */

export { AirlockError, ErrorCatalogue, type ErrorCode } from '@airlock/protocol'
export type { AirlockState } from './core/airlockState'
export type { FrameRect } from './core/clients/frame/frameElement'
export type { FrameStorage, PreferredAccountType } from './core/clients/frame/frameStorage'
export type { FrameTimeouts } from './core/clients/frame/frameTimeouts'
export { DEFAULT_FRAME_TIMEOUTS } from './core/clients/frame/frameTimeouts'
export type {
  AuthConnector,
  ConnectEmailAction,
  FrameUser,
  SocialProvider,
  ThemeSync,
  UpdateEmailAction,
} from './core/connectors/auth/authConnector'
export { AUTH_CONNECTOR_ID } from './core/connectors/auth/authConnector'
export type {
  Eip1193Events,
  Eip1193RequestArguments,
  EmbeddedEip1193Provider,
} from './core/connectors/auth/eip1193Provider'
export { Eip1193ErrorCode, ProviderRpcError } from './core/connectors/auth/providerRpcError'
export type {
  EmbeddedSolanaProvider,
  SerializableTransaction,
  SolanaSendOptions,
  SolanaTransactionInput,
} from './core/connectors/auth/solanaProvider'
export type { CloseOptions, OpenOptions } from './core/controllers/openClose'
export type { AirlockInstance, CreateAirlockOptions } from './core/createAirlock'
export { createAirlock } from './core/createAirlock'
export { localhost } from './core/networks/localhost'
export type { AuthNamespace, CaipNetwork, ChainNamespace } from './core/networks/types'
export type { AirlockStores } from './core/stores/airlockStores'
export type {
  AccountStatus,
  ChainAccountState,
  ChainNetworkState,
  ChainState,
  ChainsState,
  ChainsStore,
} from './core/stores/chainsStore'
export type {
  Connection,
  ConnectionState,
  ConnectionStatus,
  ConnectionStore,
  ConnectorInfo,
  ConnectorType,
} from './core/stores/connectionStore'
export type { ModalState, ModalStore } from './core/stores/modalStore'
export type {
  Features,
  Metadata,
  OptionsState,
  OptionsStore,
  SocialOption,
  ThemeMode,
  ThemeVariables,
} from './core/stores/optionsStore'
export { DEFAULT_FEATURES } from './core/stores/optionsStore'
export type { RouterData, RouterState, RouterStore, View } from './core/stores/routerStore'
export type { ToastState, ToastStore, ToastVariant } from './core/stores/toastStore'
export { SDK_VERSION } from './core/version'
