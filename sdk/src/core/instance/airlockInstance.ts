import type { AirlockEvent } from '../airlockEvents'
import type { AirlockState } from '../airlockState'
import type { ApiClients } from '../clients/apiClients'
import type { FrameRect } from '../clients/frame/frameElement'
import type {
  AuthConnector,
  ConnectEmailAction,
  SocialProvider,
  UpdateEmailAction,
} from '../connectors/auth/authConnector'
import type { EmbeddedSolanaProvider } from '../connectors/auth/solanaProvider'
import type { BitcoinProvider } from '../connectors/bitcoin/bitcoinProvider'
import type { CustomWallet } from '../connectors/customWallets'
import type { InjectedConnector } from '../connectors/injected/injectedConnector'
import type { Eip1193Provider } from '../connectors/injected/injectedProvider'
import type { WalletConnectStore } from '../connectors/walletConnect/walletConnectState'
import type { Balances } from '../features/balances/index'
import type { TransactionHistory } from '../features/history/index'
import type { CloseOptions, OpenOptions } from '../features/modal/openClose'
import type { Names } from '../features/names/index'
import type { Onramp } from '../features/onramp/index'
import type { Send } from '../features/send/index'
import type { Swap } from '../features/swap/index'
import type { CaipNetwork, ChainNamespace } from '../networks/types'
import type { AirlockStores } from '../stores/airlockStores'
import type { ChainAccountState } from '../stores/chainsStore'
import type { ThemeMode, ThemeVariables } from '../stores/optionsStore'

export interface AirlockInstance {
  /** One store per concern, for the React layer. Per instance: nothing is shared between instances. */
  readonly stores: AirlockStores
  /** The embedded-wallet connector (update email, preferred account, social, reload…). */
  readonly connector: AuthConnector
  /** Settles when the start-up session check is done (at once when there is nothing to check). */
  readonly ready: Promise<void>
  /** Wallet list for Connect / AllWallets: subscribe to `walletCatalog.store`. */
  readonly walletCatalog: ApiClients['walletCatalog']
  readonly analytics: ApiClients['analytics']
  /** Token balances of the active account (Account view, token list); loads on first fetch. */
  readonly balances: Balances
  /** Transaction history of the active account (Activity view); loads on first fetch. */
  readonly history: TransactionHistory
  /** Account names: resolve, suggestions, reverse lookup, registration, identity. */
  readonly names: Names
  /** Send tokens (EVM native, ERC-20, SOL); its chunk loads on first use. */
  readonly send: Send
  /** Token swaps through the blockchain API (eip155). */
  readonly swap: Swap
  /** Buy crypto through the on-ramp provider. */
  readonly onramp: Onramp
  open(options?: OpenOptions): void
  /** False when closing was refused (ApproveTransaction without `force`). */
  close(options?: CloseOptions): boolean
  getState(): AirlockState
  subscribeState(listener: (state: AirlockState) => void): () => void
  /** The account of `namespace`, the active one by default. */
  getAccount(namespace?: ChainNamespace): ChainAccountState | undefined
  /** The provider of the connector holding the namespace: a browser wallet's, else the embedded one. */
  getProvider(namespace: 'eip155'): Eip1193Provider
  getProvider(namespace: 'solana'): EmbeddedSolanaProvider
  /** The Bitcoin browser wallet holding bip122; 'Address or auth connector not found' while none does. */
  getProvider(namespace: 'bip122'): BitcoinProvider
  /** The browser wallets found in the page (EIP-6963, then a legacy window.ethereum one). */
  getConnectors(): readonly InjectedConnector[]
  /** Connects a browser wallet by connector id (its rdns, or 'injected'). */
  connect(connectorId: string): Promise<void>
  /** The WalletConnect pairing state for the views; undefined without `walletConnect.projectId`. */
  readonly walletConnect?: WalletConnectStore | undefined
  /** The `customWallets` option, for the Connect view. */
  readonly customWallets: readonly CustomWallet[]
  /** CONNECT_SUCCESS, DISCONNECT_SUCCESS, SWITCH_NETWORK…; returns the unsubscribe. */
  subscribeEvents(listener: (event: AirlockEvent) => void): () => void
  connectEmail(email: string): Promise<ConnectEmailAction>
  /** Waits for the user to approve this device from the email (EmailVerifyDevice). */
  approveDevice(): Promise<void>
  verifyOtp(otp: string): Promise<void>
  /**
   * Social login (google, x, discord, github, apple, facebook): call it in the click
   * handler itself, before any await — the sign-in popup opens in that turn (Safari
   * allows it only there); where popups are blocked the page goes to the provider and
   * comes back. Resolves once connected (ConnectingSocial meanwhile, then Account).
   */
  connectSocial(provider: SocialProvider): Promise<void>
  /** Ends the social login under way (its popup closes) and leaves ConnectingSocial. */
  cancelSocial(): void
  /**
   * Sign In With Farcaster (ConnectingFarcaster: the sign-in URL as a QR code and a link);
   * resolves once the user approved in their Farcaster app and the wallet is connected.
   */
  connectFarcaster(): Promise<void>
  /** Ends the Farcaster sign-in under way (no late answer connects) and leaves ConnectingFarcaster. */
  cancelFarcaster(): void
  /**
   * Starts changing the embedded wallet's email: the secure frame asks the user on its
   * own card (shown over ApproveTransaction), then mails a code to the current address
   * (UpdateEmailPrimaryOtp). Rejects with the frame's message ('User rejected the request' …).
   */
  updateEmail(newEmail: string): Promise<UpdateEmailAction>
  /** The code sent to the current address; then UpdateEmailSecondaryOtp. */
  verifyUpdateEmailPrimaryOtp(otp: string): Promise<void>
  /** The code sent to the new address: the change is made; resolves with the new email. */
  verifyUpdateEmailSecondaryOtp(otp: string): Promise<string>
  /** Asks the wallet for the sign-in signature (SIWXSignMessage); rejects 'Signature declined' on a no. */
  signIn(): Promise<void>
  /** Leaves sign-in: disconnects when it is required, else closes; the router returns to Connect. */
  cancelSignIn(): Promise<void>
  /** Disconnects `namespace`, or every connected chain. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  /** Places the secure iframe over the approval view (viewport pixels) / hides it. */
  showFrame(rect: FrameRect): void
  hideFrame(): void
  /** Removes the iframe, listeners and timers; open requests reject with 'Request was aborted'. */
  destroy(): void
}
