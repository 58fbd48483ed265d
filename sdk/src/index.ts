/**
 * @airlock/sdk — the public surface. Importing it touches no `window` or
 * `document`: the iframe and the session check start inside createAirlock.
 */

export {
  AirlockError,
  ErrorCatalogue,
  type ErrorCode,
  FrameError,
  UnsupportedChainError,
  UserRejectedError,
  ValidationError,
} from '@airlock/protocol'
export type {
  AirlockEvent,
  AirlockEventData,
  AirlockEventType,
} from './core/airlockEvents'
export type { AirlockState } from './core/airlockState'
export type {
  AnalyticsBody,
  AnalyticsClient,
  AnalyticsEvent,
} from './core/clients/analytics/analyticsClient'
export type { InstanceAnalytics, InstanceWalletCatalog } from './core/clients/apiClients'
export type { ApiUrls } from './core/clients/apiClientsOptions'
export type {
  BalanceResponse,
  BuiltTransaction,
  GasPriceResponse,
  HistoryResponse,
  Identity,
  NameSuggestion,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuoteResponse,
  ProfileName,
  SwapToken,
  TokenBalance,
  Transaction,
  TransactionMetadata,
  TransactionStatus,
  TransactionTransfer,
  TransferDirection,
} from './core/clients/blockchainApi/types'
export type { FrameRect } from './core/clients/frame/frameElement'
export type { FrameStorage, PreferredAccountType } from './core/clients/frame/frameStorage'
export type { FrameTimeouts } from './core/clients/frame/frameTimeouts'
export { DEFAULT_FRAME_TIMEOUTS } from './core/clients/frame/frameTimeouts'
export type { NetworkTransportOptions } from './core/clients/rpc/transport'
export { createNetworkTransport } from './core/clients/rpc/transport'
export type {
  GetWalletsParameters,
  GetWalletsReturnType,
  ImageKind,
  WalletListItem,
} from './core/clients/walletApi/types'
export type {
  CatalogStatus,
  CatalogWallet,
  WalletCatalog,
  WalletCatalogState,
  WalletCatalogStore,
  WalletSearchOptions,
  WalletSearchState,
} from './core/clients/walletApi/walletCatalogState'
export type {
  WalletLinkKind,
  WalletLinks,
  WalletLinksOptions,
} from './core/clients/walletApi/walletLinks'
export { walletLinks } from './core/clients/walletApi/walletLinks'
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
export type {
  BitcoinAccountAddress,
  BitcoinAddressPurpose,
  BitcoinMessageProtocol,
  BitcoinProvider,
  BitcoinSendTransferParams,
  BitcoinSignMessageParams,
  BitcoinSignPsbtParams,
} from './core/connectors/bitcoin/bitcoinProvider'
export type { CustomWallet } from './core/connectors/customWallets'
export type {
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from './core/connectors/injected/eip6963'
export { LEGACY_INJECTED_ID } from './core/connectors/injected/eip6963'
export type { InjectedConnector } from './core/connectors/injected/injectedConnector'
export type {
  Eip1193Provider,
  InjectedProvider,
} from './core/connectors/injected/injectedProvider'
export type { RecentWallet } from './core/connectors/recentWallets'
export type { WalletConnectOptions } from './core/connectors/walletConnect/walletConnectOptions'
export type { AirlockInstance, CreateAirlockOptions } from './core/createAirlock'
export type {
  BalancesData,
  BalancesQueryParameters,
} from './core/features/balances/balancesQuery'
export {
  getBalancesQueryKey,
  getBalancesQueryOptions,
} from './core/features/balances/balancesQuery'
export type {
  BalancesSource,
  BalancesState,
  BalancesStatus,
  BalancesStore,
} from './core/features/balances/balancesStore'
export type {
  Balances,
  DappToken,
  DappTokens,
  FetchBalancesOptions,
} from './core/features/balances/index'
export type { HistoryPageData } from './core/features/history/historyQuery'
export {
  getHistoryQueryKey,
  getHistoryQueryOptions,
} from './core/features/history/historyQuery'
export type {
  HistoryState,
  HistoryStore,
  TransactionsByYear,
} from './core/features/history/historyStore'
export type { TransactionHistory } from './core/features/history/index'
export type { CloseOptions, OpenOptions } from './core/features/modal/openClose'
export type { Names } from './core/features/names/index'
export {
  getNamesQueryKey,
  getNamesQueryOptions,
  getResolveNameQueryKey,
  getResolveNameQueryOptions,
} from './core/features/names/namesQuery'
export type { NamesState, NamesStore } from './core/features/names/namesStore'
export type { LoadOnrampOptions, Onramp } from './core/features/onramp/index'
export type { OnrampLimits } from './core/features/onramp/onrampLimits'
export type {
  OnrampQuoteDetails,
  OnrampState,
  OnrampStore,
} from './core/features/onramp/onrampStore'
export type { Send } from './core/features/send/index'
export type { SendState, SendStore } from './core/features/send/sendStore'
export type { SiwxPending, SiwxState, SiwxStore } from './core/features/signIn/siwxStore'
export type { Swap } from './core/features/swap/index'
export type {
  SwapQuoteDetails,
  SwapState,
  SwapStatus,
  SwapStore,
} from './core/features/swap/swapStore'
export { bitcoinMainnet, bitcoinTestnet } from './core/networks/bitcoinNetworks'
export {
  arbitrum,
  base,
  defineEvmNetwork,
  mainnet,
  optimism,
  polygon,
  sepolia,
} from './core/networks/evmNetworks'
export { localhost, localhost2 } from './core/networks/localhost'
export type { CustomRpcUrls } from './core/networks/rpcUrls'
export { solanaDevnet, solanaMainnet, solanaTestnet } from './core/networks/solanaNetworks'
export type { AuthNamespace, CaipNetwork, ChainNamespace } from './core/networks/types'
export { createDefaultSiwx, type DefaultSiwxOptions } from './core/siwx/defaultSiwx'
export { createEvmVerifier, type EvmVerifierOptions } from './core/siwx/evmVerifier'
export type { SiweConfig, SiweCreateMessageArgs, SiweSession } from './core/siwx/fromSiweConfig'
export { createLocalSiwxStorage, SIWX_STORAGE_KEY } from './core/siwx/storage'
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SIWXStorage,
  SIWXVerifier,
} from './core/siwx/types'
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
  WalletFeature,
} from './core/stores/optionsStore'
export { DEFAULT_FEATURES } from './core/stores/optionsStore'
export type { RouterData, RouterState, RouterStore, View } from './core/stores/routerStore'
export type { ToastState, ToastStore, ToastVariant } from './core/stores/toastStore'
export { SDK_VERSION } from './core/version'
export { createAirlock } from './createAirlock'
