import { AirlockError } from '@airlock/protocol'
import { createAirlockEvents } from './airlockEvents'
import { createApiClients } from './clients/apiClients'
import { createBlockchainApiService } from './clients/blockchainApi/blockchainApiService'
import type { EmbeddedSolanaProvider } from './connectors/auth/solanaProvider'
import type { BitcoinProvider } from './connectors/bitcoin/bitcoinProvider'
import { createWalletDiscovery } from './connectors/injected/eip6963'
import type { Eip1193Provider } from './connectors/injected/injectedProvider'
import { createWalletConnectConnector } from './connectors/walletConnect/walletConnectConnector'
import { walletConnectEnabled } from './connectors/walletConnect/walletConnectOptions'
import { withWalletConnect } from './connectors/walletConnect/withWalletConnect'
import { createWalletStorage } from './connectors/walletStorage'
import type { ControllerContext } from './context'
import { createBalancesFeature } from './features/balances/index'
import { heldInjectedConnector } from './features/browserWallets/heldWallet'
import { startBrowserWallets } from './features/browserWallets/index'
import { startNamespaceWallets } from './features/browserWallets/namespaceWallets'
import { createHistoryFeature } from './features/history/index'
import { type ApprovalController, createApprovalController } from './features/modal/approval'
import { closeModal, openModal } from './features/modal/openClose'
import { createNamesFeature } from './features/names/index'
import { createOnrampFeature } from './features/onramp/index'
import { createSendFeature } from './features/send/index'
import { createLazySignIn } from './features/signIn/index'
import { createSocialLogin } from './features/socialLogin/index'
import { createSwapFeature } from './features/swap/index'
import type { AirlockInstance } from './instance/airlockInstance'
import { assertAirlockOptions, type CreateAirlockOptions } from './instance/airlockOptions'
import { createEmbeddedProviders } from './instance/embeddedProviders'
import { createInstanceConnector } from './instance/instanceConnector'
import { withInstanceActions as actions } from './instance/loadInstanceActions'
import { startWhenBodyExists } from './instance/startWhenBodyExists'
import { createStateMethods } from './instance/stateMethods'
import { createThemeMethods } from './instance/themeMethods'
import { createLogger } from './logger'
import { withCustomRpcUrls } from './networks/rpcUrls'
import type { ChainNamespace } from './networks/types'
import { siwxFromOptions } from './siwx/siwxOptions'
import { createAirlockStores, disposeAirlockStores } from './stores/airlockStores'

export type { AirlockInstance } from './instance/airlockInstance'

export type { CreateAirlockOptions } from './instance/airlockOptions'

/**
 * One SDK instance: its stores, the auth connector (iframe created lazily),
 * the controllers wired to them and the two providers. Safe to call during
 * server rendering: the session check and the iframe need a browser and wait
 * for one.
 */
export function createAirlock(options: CreateAirlockOptions): AirlockInstance {
  assertAirlockOptions(options)
  const siwx = siwxFromOptions(options)
  const logger = createLogger({ enabled: options.enableLogger })
  const networks = withCustomRpcUrls(options.networks, options.customRpcUrls)
  const defaultNetwork = networks.find(
    (network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId,
  )
  // WalletConnect-only (SPEC §2's "no adapters"): no embedded wallet, no page wallets.
  const basic = options.basic === true
  const featureFlags = basic
    ? { ...options.features, email: false, socials: false as const }
    : options.features
  const stores = createAirlockStores(networks, {
    ...options,
    features: featureFlags,
    defaultNetwork,
  })
  let approval: ApprovalController | undefined
  const connector = createInstanceConnector({
    options,
    startNetwork: defaultNetwork ?? networks[0],
    stores,
    logger,
    approval: () => approval,
  })
  const events = createAirlockEvents(logger)
  const discovery = createWalletDiscovery(basic ? null : undefined)
  // Without a WalletConnect project id: no row, no code, no request (issue 12).
  const walletConnect = walletConnectEnabled(options.walletConnect)
    ? createWalletConnectConnector({
        walletConnect: options.walletConnect,
        metadata: options.metadata,
        networks,
        storagePrefix: `airlock:${options.projectId}:wc`,
      })
    : undefined
  const wallets = walletConnect ? withWalletConnect(discovery, walletConnect) : discovery
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
  const state = createStateMethods(stores)
  const theme = createThemeMethods(stores, connector, logger)
  const embedded = createEmbeddedProviders(ctx)
  // The blockchain API client and its caches: one per instance, loaded with the first feature that reads data.
  const api = createBlockchainApiService(options)
  const evmProvider = () => heldProvider('eip155') as Eip1193Provider | undefined
  // Read by send and swap: built before the table, which holds them too.
  const balances = createBalancesFeature({
    stores,
    logger,
    api,
    tokens: options.tokens,
    getEvmProvider: evmProvider,
  })
  const names = createNamesFeature({ stores, logger, api, getEvmProvider: evmProvider })
  // Every feature of the instance, in dependency order; destroy() disposes each.
  const features = {
    balances,
    names,
    history: createHistoryFeature({
      stores,
      logger,
      api,
      pollPendingTransactions: options.pollPendingTransactions,
    }),
    send: createSendFeature({ stores, logger, events, balances, names, getWallet: heldProvider }),
    swap: createSwapFeature({ stores, logger, api, balances, getEvmProvider: evmProvider }),
    onramp: createOnrampFeature({ stores, logger, api }),
  }
  const signIn = createLazySignIn(ctx, {
    siwx,
    getProvider: (namespace) =>
      namespace === 'eip155'
        ? getProvider(namespace)
        : // The embedded provider is always there; it can sign only once it holds an account.
          namespace === 'solana' && getProvider(namespace).address
          ? getProvider(namespace)
          : undefined,
    disconnect: () => actions((chunk) => chunk.disconnectChains(ctx)),
  })

  const social = createSocialLogin(ctx, { secureSiteUrl: options.secureSiteUrl })

  // Owns what start-up may leave waiting (DOMContentLoaded, a wallet to reconnect); aborted on destroy.
  const lifetime = new AbortController()
  // Before the browser wallets, so their list can take the Solana and Bitcoin ones in.
  const namespaceWallets = startNamespaceWallets(ctx, networks, lifetime.signal, options)
  ctx.namespaceWallets = namespaceWallets
  const browserWallets = startBrowserWallets(ctx, lifetime.signal)
  const ready = Promise.all([
    basic
      ? undefined
      : startWhenBodyExists(lifetime.signal, () =>
          // Only a browser that used email login before has a session to check (SPEC §4).
          connector.storage.isEmailLoginUsed()
            ? actions((chunk) => chunk.restoreAuthSession(ctx)).catch((error: unknown) =>
                logger.error('session restore failed', { error }),
              )
            : Promise.resolve(),
        ),
    browserWallets.ready,
    namespaceWallets.ready,
  ]).then(() => undefined)

  /** Who holds each namespace's account for the dapp: a browser wallet, else the embedded wallet. */
  const providers = {
    eip155: (): Eip1193Provider => heldInjectedConnector(ctx)?.provider ?? embedded.eip155,
    solana: (): EmbeddedSolanaProvider =>
      namespaceWallets.loaded()?.solana()?.provider() ?? embedded.solana,
    // No embedded Bitcoin wallet (SPEC §6): only a browser wallet holds bip122.
    bip122: (): BitcoinProvider | undefined => namespaceWallets.loaded()?.bitcoin()?.provider(),
  }
  function getProvider(namespace: 'eip155'): Eip1193Provider
  function getProvider(namespace: 'solana'): EmbeddedSolanaProvider
  function getProvider(namespace: 'bip122'): BitcoinProvider
  function getProvider(namespace: ChainNamespace): object {
    if (!stores.chains.getState().chains[namespace]) throw new AirlockError('CHAIN_NOT_SUPPORTED')
    const provider = providers[namespace]()
    if (!provider) throw new AirlockError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
    return provider
  }
  /** The provider holding `namespace`'s account for the features; undefined where there is none (no network of it). */
  function heldProvider(namespace: ChainNamespace): unknown {
    return stores.chains.getState().chains[namespace] ? providers[namespace]() : undefined
  }

  return {
    stores,
    connector,
    ready,
    walletCatalog: apiClients.walletCatalog,
    analytics: apiClients.analytics,
    balances: features.balances,
    history: features.history,
    names: features.names,
    send: features.send,
    swap: features.swap,
    onramp: features.onramp,
    open: (openOptions) => openModal(ctx, openOptions),
    close: (closeOptions) => closeModal(ctx, closeOptions),
    getState: state.getState,
    subscribeState: state.subscribeState,
    getAccount: state.getAccount,
    getProvider,
    getConnectors: () => wallets.getConnectors(),
    connect: (connectorId) => browserWallets.connect(connectorId),
    customWallets: options.customWallets ?? [],
    walletConnect: walletConnect?.store,
    subscribeEvents: (listener) => events.subscribe(listener),
    connectEmail: (email) => actions((chunk) => chunk.startEmailLogin(ctx, email)),
    approveDevice: () => actions((chunk) => chunk.approveEmailDevice(ctx)),
    verifyOtp: (otp) => actions((chunk) => chunk.verifyEmailOtp(ctx, otp)),
    connectSocial: (provider) => social.connect(provider),
    cancelSocial: () => social.cancel(),
    connectFarcaster: () => actions((chunk) => chunk.startFarcasterLogin(ctx)),
    cancelFarcaster: () => actions((chunk) => chunk.cancelFarcasterLogin(ctx)),
    updateEmail: (newEmail) => actions((chunk) => chunk.startEmailUpdate(ctx, newEmail)),
    verifyUpdateEmailPrimaryOtp: (otp) =>
      actions((chunk) => chunk.verifyEmailUpdatePrimary(ctx, otp)),
    verifyUpdateEmailSecondaryOtp: (otp) =>
      actions((chunk) => chunk.verifyEmailUpdateSecondary(ctx, otp)),
    signIn: () => signIn.requestSignIn(),
    cancelSignIn: () => signIn.cancelSignIn(),
    disconnect: (namespace) => actions((chunk) => chunk.disconnectChains(ctx, namespace)),
    switchNetwork: (network) => actions((chunk) => chunk.switchNetwork(ctx, network)),
    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,
    showFrame: (rect) => connector.showFrame(rect),
    hideFrame: () => connector.hideFrame(),
    destroy() {
      lifetime.abort()
      signIn.dispose()
      social.dispose()
      state.dispose()
      embedded.eip155.dispose()
      browserWallets.stop()
      namespaceWallets.stop()
      events.clear()
      connector.destroy()
      apiClients.dispose()
      for (const feature of Object.values(features)) feature.dispose()
      disposeAirlockStores(stores)
    },
  }
}
