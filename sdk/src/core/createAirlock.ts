import { AirlockError, parseCaipNetworkId } from '@airlock/protocol'
import { type AirlockState, readAirlockState, subscribeAirlockState } from './airlockState'
import type { FrameRect } from './clients/frame/frameElement'
import type { FrameTimeouts } from './clients/frame/frameTimeouts'
import { secureSiteOrigin } from './clients/frame/frameUrl'
import {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  type ConnectEmailAction,
  createAuthConnector,
} from './connectors/auth/authConnector'
import {
  createEip1193Provider,
  type EmbeddedEip1193Provider,
} from './connectors/auth/eip1193Provider'
import { createSolanaProvider, type EmbeddedSolanaProvider } from './connectors/auth/solanaProvider'
import { type ApprovalController, createApprovalController } from './controllers/approval'
import type { ControllerContext } from './controllers/context'
import { disconnectAuth } from './controllers/disconnect'
import { approveEmailDevice, startEmailLogin, verifyEmailOtp } from './controllers/emailLogin'
import { type CloseOptions, closeModal, type OpenOptions, openModal } from './controllers/openClose'
import { restoreAuthSession } from './controllers/startup'
import { switchNetwork } from './controllers/switchNetwork'
import { createLogger } from './logger'
import { type CaipNetwork, type ChainNamespace, networkRpcUrl } from './networks/types'
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
}

export interface AirlockInstance {
  /** One store per concern, for the React layer. Per instance: nothing is shared between instances. */
  readonly stores: AirlockStores
  /** The embedded-wallet connector (update email, preferred account, social, reload…). */
  readonly connector: AuthConnector
  /** Settles when the start-up session check is done (at once when there is nothing to check). */
  readonly ready: Promise<void>
  open(options?: OpenOptions): void
  /** False when closing was refused (ApproveTransaction without `force`). */
  close(options?: CloseOptions): boolean
  getState(): AirlockState
  subscribeState(listener: (state: AirlockState) => void): () => void
  /** The account of `namespace`, the active one by default. */
  getAccount(namespace?: ChainNamespace): ChainAccountState | undefined
  getProvider(namespace: 'eip155'): EmbeddedEip1193Provider
  getProvider(namespace: 'solana'): EmbeddedSolanaProvider
  connectEmail(email: string): Promise<ConnectEmailAction>
  /** Waits for the user to approve this device from the email (EmailVerifyDevice). */
  approveDevice(): Promise<void>
  verifyOtp(otp: string): Promise<void>
  disconnect(): Promise<void>
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
  const logger = createLogger({ enabled: options.enableLogger })
  const stores = createAirlockStores(options.networks, options)
  let approval: ApprovalController | undefined
  const connector = createAuthConnector({
    secureSiteUrl: options.secureSiteUrl,
    projectId: options.projectId,
    chainId: options.networks[0]?.id,
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
  const ctx: ControllerContext = { stores, connector, logger }
  approval = createApprovalController(ctx)
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

  // Owns the one listener start-up may add (DOMContentLoaded); aborted on destroy.
  const lifetime = new AbortController()
  const ready = startWhenBodyExists(lifetime.signal, () =>
    restoreAuthSession(ctx).catch((error: unknown) =>
      logger.error('session restore failed', { error }),
    ),
  )

  function getProvider(namespace: 'eip155'): EmbeddedEip1193Provider
  function getProvider(namespace: 'solana'): EmbeddedSolanaProvider
  function getProvider(
    namespace: 'eip155' | 'solana',
  ): EmbeddedEip1193Provider | EmbeddedSolanaProvider {
    if (!stores.chains.getState().chains[namespace]) throw new AirlockError('CHAIN_NOT_SUPPORTED')
    return namespace === 'eip155' ? eip155Provider : solanaProvider
  }

  return {
    stores,
    connector,
    ready,
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
    connectEmail: (email) => startEmailLogin(ctx, email),
    approveDevice: () => approveEmailDevice(ctx),
    verifyOtp: (otp) => verifyEmailOtp(ctx, otp),
    disconnect: () => disconnectAuth(ctx),
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
      for (const unsubscribe of subscriptions) unsubscribe()
      subscriptions.clear()
      eip155Provider.dispose()
      connector.destroy()
      disposeAirlockStores(stores)
    },
  }
}
