import { AirlockError, parseCaipNetworkId } from '@airlock/protocol'
import { type AirlockEvent, createAirlockEvents } from './airlockEvents'
import { type AirlockState, readAirlockState, subscribeAirlockState } from './airlockState'
import { type ApiClients, type ApiUrls, createApiClients } from './clients/apiClients'
import type { FrameRect } from './clients/frame/frameElement'
import type { FrameTimeouts } from './clients/frame/frameTimeouts'
import { secureSiteOrigin } from './clients/frame/frameUrl'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  type ConnectEmailAction,
  createAuthConnector,
} from './connectors/auth/authConnector'
import { createEip1193Provider } from './connectors/auth/eip1193Provider'
import { createSolanaProvider, type EmbeddedSolanaProvider } from './connectors/auth/solanaProvider'
import { createWalletDiscovery } from './connectors/injected/eip6963'
import type { InjectedConnector } from './connectors/injected/injectedConnector'
import type { Eip1193Provider } from './connectors/injected/injectedProvider'
import { createWalletStorage } from './connectors/walletStorage'
import { type ApprovalController, createApprovalController } from './controllers/approval'
import { startBrowserWallets } from './controllers/browserWallets'
import type { ControllerContext } from './controllers/context'
import { disconnectChains } from './controllers/disconnectChains'
import { approveEmailDevice, startEmailLogin, verifyEmailOtp } from './controllers/emailLogin'
import { heldInjectedConnector } from './controllers/heldWallet'
import { type CloseOptions, closeModal, type OpenOptions, openModal } from './controllers/openClose'
import { createSignInController } from './controllers/signIn'
import { restoreAuthSession } from './controllers/startup'
import { switchNetwork } from './controllers/switchNetwork'
import { createLogger } from './logger'
import { type CustomRpcUrls, withCustomRpcUrls } from './networks/rpcUrls'
import { type CaipNetwork, type ChainNamespace, networkRpcUrl } from './networks/types'
import type { SiweConfig } from './siwx/fromSiweConfig'
import { siwxFromOptions } from './siwx/siwxOptions'
import type { SIWXConfig } from './siwx/types'
import {
  type AirlockStores,
  createAirlockStores,
  disposeAirlockStores,
} from './stores/airlockStores'
import type { ChainAccountState } from './stores/chainsStore'
import type { Features, Metadata, ThemeMode, ThemeVariables } from './stores/optionsStore'
import { SDK_TYPE, SDK_VERSION_STRING } from './version'

export interface CreateAirlockOptions {
  projectId: string
  /** The networks the dapp works with; the first of each namespace starts active. */
  networks: readonly CaipNetwork[]
  metadata: Metadata
  /** Where the secure site is served; the frame loads from `<secureSiteUrl>/sdk`. */
  secureSiteUrl: string
  features?: Partial<Features> | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** Overrides of the frame's timers (SPEC §9 defaults). */
  frameTimeouts?: Partial<FrameTimeouts> | undefined
  enableLogger?: boolean | undefined
  // Wallet catalogue and analytics (clients/apiClients.ts).
  /** Third-party service URLs; none by default: catalogue empty, analytics off (see ApiUrls). */
  apiUrls?: ApiUrls | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  // Networks and browser wallets.
  /** The network active at start (one of `networks`); else the first of each namespace. */
  defaultNetwork?: CaipNetwork | undefined
  /** Own RPC URLs per CAIP-2 id, tried before each network's. */
  customRpcUrls?: CustomRpcUrls | undefined
  /** Let the user stay on a network not in `networks` (default false). */
  allowUnsupportedChain?: boolean | undefined
  /** Offer network switching (default true); off, UnsupportedChain is never shown. */
  enableNetworkSwitch?: boolean | undefined
  // Sign-in (controllers/signIn.ts).
  /** Sign-in with X (SPEC §4); `createDefaultSiwx()` is the built-in EVM one. */
  siwx?: SIWXConfig | undefined
  /** The older sign-in option, adapted to SIWX; not together with `siwx`. */
  siweConfig?: SiweConfig | undefined
}

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
  /** The browser wallets found in the page (EIP-6963, then a legacy window.ethereum one). */
  getConnectors(): readonly InjectedConnector[]
  /** Connects a browser wallet by connector id (its rdns, or 'injected'). */
  connect(connectorId: string): Promise<void>
  /** CONNECT_SUCCESS, DISCONNECT_SUCCESS, SWITCH_NETWORK…; returns the unsubscribe. */
  subscribeEvents(listener: (event: AirlockEvent) => void): () => void
  connectEmail(email: string): Promise<ConnectEmailAction>
  /** Waits for the user to approve this device from the email (EmailVerifyDevice). */
  approveDevice(): Promise<void>
  verifyOtp(otp: string): Promise<void>
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

function assertOptions(options: CreateAirlockOptions): void {
  if (!options.projectId) throw new AirlockError('PROJECT_ID_NOT_CONFIGURED')
  secureSiteOrigin(options.secureSiteUrl)
  if (options.networks.length === 0) throw new AirlockError('NETWORK_NOT_FOUND')
  for (const network of options.networks) {
    const { namespace, reference } = parseCaipNetworkId(network.caipNetworkId)
    // id, namespace and CAIP-2 id must agree, or requests would name one chain and sign on another.
    if (namespace !== network.chainNamespace || reference !== String(network.id)) {
      throw new AirlockError('NETWORK_NOT_FOUND', {
        message: `Network ${network.caipNetworkId} does not match id ${network.id} on ${network.chainNamespace}`,
      })
    }
  }
  const wanted = options.defaultNetwork?.caipNetworkId
  if (wanted && !options.networks.some((network) => network.caipNetworkId === wanted))
    throw new AirlockError('NETWORK_NOT_FOUND')
}

/**
 * Runs `start` once `document.body` exists — at once when it does, else on
 * DOMContentLoaded (the SDK started from a script in <head>) — so the iframe has
 * somewhere to go. Never during server rendering, nor after `signal` aborts.
 * The promise settles in every case.
 */
function startWhenBodyExists(signal: AbortSignal, start: () => Promise<void>): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve()
  if (document.body) return start()
  return new Promise((resolve) => {
    const go = () => {
      if (signal.aborted || !document.body) resolve()
      else void start().then(resolve)
    }
    document.addEventListener('DOMContentLoaded', go, { once: true, signal })
    signal.addEventListener('abort', go, { once: true })
  })
}

/**
 * One SDK instance: its stores, the auth connector (iframe created lazily),
 * the controllers wired to them and the two providers. Safe to call during
 * server rendering: the session check and the iframe need a browser and wait
 * for one.
 */
export function createAirlock(options: CreateAirlockOptions): AirlockInstance {
  assertOptions(options)
  const siwx = siwxFromOptions(options)
  const logger = createLogger({ enabled: options.enableLogger })
  const networks = withCustomRpcUrls(options.networks, options.customRpcUrls)
  const defaultNetwork = networks.find(
    (network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId,
  )
  const stores = createAirlockStores(networks, { ...options, defaultNetwork })
  let approval: ApprovalController | undefined
  const connector = createAuthConnector({
    secureSiteUrl: options.secureSiteUrl,
    projectId: options.projectId,
    chainId: (defaultNetwork ?? networks[0])?.id,
    enableLogger: options.enableLogger,
    timeouts: options.frameTimeouts,
    logger,
    dappData: {
      metadata: options.metadata,
      sdkVersion: SDK_VERSION_STRING,
      sdkType: SDK_TYPE,
      projectId: options.projectId,
    },
    onError: (error) => stores.toast.getState().showError(error),
    onSmartAccountEnabledNetworks: (networks) =>
      stores.chains.getState().setSmartAccountEnabledNetworks(networks),
    onApprovalStart: (method) => approval?.start(method),
    onApprovalEnd: () => approval?.end(),
  })
  const events = createAirlockEvents(logger)
  const wallets = createWalletDiscovery()
  const ctx: ControllerContext = {
    stores,
    connector,
    logger,
    events,
    wallets,
    walletStorage: createWalletStorage(),
  }
  approval = createApprovalController(ctx)
  const apiClients = createApiClients(stores, options, events)
  const subscriptions = new Set<() => void>()

  function syncTheme(): void {
    const { themeMode, themeVariables } = stores.options.getState()
    connector
      .syncTheme({ themeMode, themeVariables })
      .catch((error: unknown) => logger.debug('theme sync failed', { error }))
  }
  syncTheme()

  /** The auth connector's account on `namespace`, or nothing when another connector holds it. */
  function authAccount(namespace: 'eip155' | 'solana') {
    const chain = stores.chains.getState().chains[namespace]
    const held = chain?.account.connectorId === AUTH_CONNECTOR_ID
    return {
      address: held ? chain?.account.address : undefined,
      network: chain?.network.caipNetwork,
    }
  }

  const eip155Provider = createEip1193Provider({
    logger,
    rpcRequest: (payload) => connector.rpcRequest(payload),
    switchChain: (chainId) => switchNetwork(ctx, chainId),
    account: {
      get() {
        const { address, network } = authAccount('eip155')
        return {
          address,
          chainId: typeof network?.id === 'number' ? network.id : undefined,
          rpcUrl: networkRpcUrl(network),
        }
      },
      subscribe: (listener) => stores.chains.subscribe(listener),
    },
  })
  const solanaProvider = createSolanaProvider({
    rpcRequest: (payload) => connector.rpcRequest(payload),
    account: {
      get() {
        const { address, network } = authAccount('solana')
        return {
          address,
          chainId: network ? String(network.id) : undefined,
          rpcUrl: networkRpcUrl(network),
        }
      },
    },
  })

  const signIn = createSignInController(ctx, {
    siwx,
    getProvider: (namespace) => (namespace === 'eip155' ? getProvider('eip155') : undefined),
    disconnect: () => disconnectChains(ctx),
  })

  // Owns what start-up may leave waiting (DOMContentLoaded, a wallet to reconnect); aborted on destroy.
  const lifetime = new AbortController()
  const browserWallets = startBrowserWallets(ctx, lifetime.signal)
  const ready = Promise.all([
    startWhenBodyExists(lifetime.signal, () =>
      restoreAuthSession(ctx).catch((error: unknown) =>
        logger.error('session restore failed', { error }),
      ),
    ),
    browserWallets.ready,
  ]).then(() => undefined)

  function getProvider(namespace: 'eip155'): Eip1193Provider
  function getProvider(namespace: 'solana'): EmbeddedSolanaProvider
  function getProvider(namespace: 'eip155' | 'solana'): Eip1193Provider | EmbeddedSolanaProvider {
    if (!stores.chains.getState().chains[namespace]) throw new AirlockError('CHAIN_NOT_SUPPORTED')
    if (namespace === 'solana') return solanaProvider
    return heldInjectedConnector(ctx)?.provider ?? eip155Provider
  }

  return {
    stores,
    connector,
    ready,
    walletCatalog: apiClients.walletCatalog,
    analytics: apiClients.analytics,
    open: (openOptions) => openModal(ctx, openOptions),
    close: (closeOptions) => closeModal(ctx, closeOptions),
    getState: () => readAirlockState(stores),
    subscribeState(listener) {
      const unsubscribe = subscribeAirlockState(stores, listener)
      subscriptions.add(unsubscribe)
      return () => {
        subscriptions.delete(unsubscribe)
        unsubscribe()
      }
    },
    getAccount(namespace) {
      const key = namespace ?? stores.chains.getState().activeNamespace
      return key ? stores.chains.getState().chains[key]?.account : undefined
    },
    getProvider,
    getConnectors: () => wallets.getConnectors(),
    connect: (connectorId) => browserWallets.connect(connectorId),
    subscribeEvents: (listener) => events.subscribe(listener),
    connectEmail: (email) => startEmailLogin(ctx, email),
    approveDevice: () => approveEmailDevice(ctx),
    verifyOtp: (otp) => verifyEmailOtp(ctx, otp),
    signIn: () => signIn.requestSignIn(),
    cancelSignIn: () => signIn.cancelSignIn(),
    disconnect: (namespace) => disconnectChains(ctx, namespace),
    switchNetwork: (network) => switchNetwork(ctx, network),
    setThemeMode(mode) {
      stores.options.getState().setThemeMode(mode)
      syncTheme()
    },
    setThemeVariables(variables) {
      stores.options.getState().setThemeVariables(variables)
      syncTheme()
    },
    showFrame: (rect) => connector.showFrame(rect),
    hideFrame: () => connector.hideFrame(),
    destroy() {
      lifetime.abort()
      signIn.dispose()
      for (const unsubscribe of subscriptions) unsubscribe()
      subscriptions.clear()
      eip155Provider.dispose()
      browserWallets.stop()
      events.clear()
      connector.destroy()
      apiClients.dispose()
      disposeAirlockStores(stores)
    },
  }
}
