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
import { createBalancesFeature } from './features/balances/index'
import { createBrowserWalletsFeature } from './features/browserWallets/index'
import { createDisconnectFeature } from './features/disconnect/index'
import { createEmailLoginFeature } from './features/emailLogin/index'
import { createEmailUpdateFeature } from './features/emailUpdate/index'
import { createFarcasterLoginFeature } from './features/farcasterLogin/index'
import { createHistoryFeature } from './features/history/index'
import { createModalFeature } from './features/modal/index'
import { createNamesFeature } from './features/names/index'
import { followActiveNetwork, followCurrentConnection } from './features/network/followStores'
import { createNetworkFeature } from './features/network/index'
import { createOnrampFeature } from './features/onramp/index'
import { createSendFeature } from './features/send/index'
import { createSignInFeature } from './features/signIn/index'
import { createSocialLoginFeature } from './features/socialLogin/index'
import { createStandardWalletsFeature } from './features/standardWallets/index'
import { createSwapFeature } from './features/swap/index'
import type { AirlockInstance } from './instance/airlockInstance'
import { assertAirlockOptions, type CreateAirlockOptions } from './instance/airlockOptions'
import { createEmbeddedProviders } from './instance/embeddedProviders'
import { createInstanceConnector } from './instance/instanceConnector'
import { startWhenBodyExists } from './instance/startWhenBodyExists'
import { createStateMethods } from './instance/stateMethods'
import { createThemeMethods } from './instance/themeMethods'
import { createLogger } from './logger'
import { withCustomRpcUrls } from './networks/rpcUrls'
import type { ChainNamespace } from './networks/types'
import { createAirlockStores, disposeAirlockStores } from './stores/airlockStores'

export type { AirlockInstance } from './instance/airlockInstance'

export type { CreateAirlockOptions } from './instance/airlockOptions'

/**
 * One SDK instance: its stores, the auth connector (iframe created lazily),
 * its features (one table) and the providers. Safe to call during
 * server rendering: the session check and the iframe need a browser and wait
 * for one.
 */
export function createAirlock(options: CreateAirlockOptions): AirlockInstance {
  assertAirlockOptions(options)
  const logger = createLogger({ enabled: options.enableLogger })
  const networks = withCustomRpcUrls(options.networks, options.customRpcUrls)
  const defaultNetwork = networks.find(
    (network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId,
  )
  // WalletConnect-only (SPEC §2's "no adapters"): no embedded wallet, no page wallets.
  const basic = options.basic === true
  const optionFeatures = basic
    ? { ...options.features, email: false, socials: false as const }
    : options.features
  const stores = createAirlockStores(networks, {
    ...options,
    features: optionFeatures,
    defaultNetwork,
  })
  const connector = createInstanceConnector({
    options,
    startNetwork: defaultNetwork ?? networks[0],
    stores,
    logger,
    // Called only once a request waits for a click, long after the modal below exists.
    approval: () => modal.approval,
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
  // What the wallet features work with; each lists in its deps the part it uses.
  const walletDeps = { stores, wallets, walletStorage: createWalletStorage(), events, logger }
  // Before the browser wallets, so their list can take the Solana and Bitcoin ones in.
  const standardWallets = createStandardWalletsFeature({
    ...walletDeps,
    networks,
    preferredAccountTypes: options.preferredAccountTypes,
  })
  const apiClients = createApiClients(stores, options, events)
  const state = createStateMethods(stores)
  const theme = createThemeMethods(stores, connector, logger)
  const embedded = createEmbeddedProviders({
    stores,
    connector,
    logger,
    switchNetwork: (chainId) => features.network.switchNetwork(chainId),
  })
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
  // Opened and closed by email change and sign-in: built before the table, which holds it too.
  const modal = createModalFeature({ stores, connector, logger })
  // Owns what start-up may leave waiting (DOMContentLoaded); aborted on destroy.
  const lifetime = new AbortController()
  // Store rules (SPEC §4 the next connection's account shown, SPEC §2 UnsupportedChain).
  const storeRules = [
    followCurrentConnection({ stores }),
    followActiveNetwork({ stores, connector, logger }),
  ]
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
    standardWallets,
    browserWallets: createBrowserWalletsFeature({ ...walletDeps, standardWallets }),
    modal,
    emailLogin: createEmailLoginFeature({ stores, connector, logger }),
    disconnect: createDisconnectFeature({
      stores,
      connector,
      events,
      standardWallets,
      browserWallet: walletDeps,
    }),
    network: createNetworkFeature({
      stores,
      connector,
      events,
      wallets,
      standardWallets,
      browserWallet: walletDeps,
    }),
    socialLogin: createSocialLoginFeature({
      stores,
      connector,
      secureSiteUrl: options.secureSiteUrl,
    }),
    farcasterLogin: createFarcasterLoginFeature({ stores, connector, logger }),
    emailUpdate: createEmailUpdateFeature({
      stores,
      connector,
      modal,
    }),
    signIn: createSignInFeature({
      stores,
      logger,
      modal,
      siwx: options.siwx,
      siweConfig: options.siweConfig,
      getProvider: (namespace) =>
        namespace === 'eip155'
          ? getProvider(namespace)
          : // The embedded provider is always there; it can sign only once it holds an account.
            namespace === 'solana' && getProvider(namespace).address
            ? getProvider(namespace)
            : undefined,
      disconnect: (): Promise<void> => features.disconnect.disconnect(),
    }),
  }
  const ready = Promise.all([
    basic
      ? undefined
      : startWhenBodyExists(lifetime.signal, () =>
          // Only a browser that used email login before has a session to check (SPEC §4).
          connector.storage.isEmailLoginUsed()
            ? features.emailLogin
                .restoreSession()
                .catch((error: unknown) => logger.error('session restore failed', { error }))
            : Promise.resolve(),
        ),
    features.browserWallets.ready,
    features.standardWallets.ready,
  ]).then(() => undefined)

  /** Who holds each namespace's account for the dapp: a browser wallet, else the embedded wallet. */
  const providers = {
    eip155: (): Eip1193Provider => features.browserWallets.held()?.provider ?? embedded.eip155,
    solana: (): EmbeddedSolanaProvider =>
      features.standardWallets.loaded()?.solana()?.provider() ?? embedded.solana,
    // No embedded Bitcoin wallet (SPEC §6): only a browser wallet holds bip122.
    bip122: (): BitcoinProvider | undefined =>
      features.standardWallets.loaded()?.bitcoin()?.provider(),
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
    open: modal.open,
    close: modal.close,
    getState: state.getState,
    subscribeState: state.subscribeState,
    getAccount: state.getAccount,
    getProvider,
    getConnectors: () => wallets.getConnectors(),
    connect: (connectorId) => features.browserWallets.connect(connectorId),
    customWallets: options.customWallets ?? [],
    walletConnect: walletConnect?.store,
    subscribeEvents: (listener) => events.subscribe(listener),
    connectEmail: features.emailLogin.connectEmail,
    approveDevice: features.emailLogin.approveDevice,
    verifyOtp: features.emailLogin.verifyOtp,
    connectSocial: features.socialLogin.connect,
    cancelSocial: features.socialLogin.cancel,
    connectFarcaster: features.farcasterLogin.connect,
    cancelFarcaster: features.farcasterLogin.cancel,
    updateEmail: features.emailUpdate.updateEmail,
    verifyUpdateEmailPrimaryOtp: features.emailUpdate.verifyPrimaryOtp,
    verifyUpdateEmailSecondaryOtp: features.emailUpdate.verifySecondaryOtp,
    signIn: features.signIn.requestSignIn,
    cancelSignIn: features.signIn.cancelSignIn,
    disconnect: features.disconnect.disconnect,
    switchNetwork: features.network.switchNetwork,
    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,
    showFrame: (rect) => connector.showFrame(rect),
    hideFrame: () => connector.hideFrame(),
    destroy() {
      lifetime.abort()
      state.dispose()
      embedded.eip155.dispose()
      for (const stop of storeRules) stop()
      for (const feature of Object.values(features)) feature.dispose()
      events.clear()
      connector.destroy()
      apiClients.dispose()
      disposeAirlockStores(stores)
    },
  }
}
