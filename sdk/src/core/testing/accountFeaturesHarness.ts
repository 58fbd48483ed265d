/**
 * Test harness for the account features (balances, history, names, send,
 * swap, buy) without a whole instance: one instance's stores, events and a
 * silent logger, the features as createAirlock wires them (lazy chunks
 * included), and a global fetch routed to the fake data API and fake RPC
 * nodes. Tests only.
 */
import type { QueryClient } from '@tanstack/query-core'
import { vi } from 'vitest'
import { createAirlockEvents } from '../airlockEvents'
import { createBlockchainApiService } from '../clients/blockchainApi/blockchainApiService'
import {
  BLOCKCHAIN_API_URL,
  type FakeBlockchainApi,
  fakeBlockchainApi,
} from '../clients/blockchainApi/fakeBlockchainApi'
import type { EmbeddedSolanaProvider } from '../connectors/auth/solanaProvider'
import type { BitcoinProvider } from '../connectors/bitcoin/bitcoinProvider'
import type { Eip1193Provider } from '../connectors/injected/injectedProvider'
import type { DappTokens } from '../features/balances/index'
import { createBalancesFeature } from '../features/balances/index'
import { createHistoryFeature } from '../features/history/index'
import { createNamesFeature } from '../features/names/index'
import { createOnrampFeature } from '../features/onramp/index'
import { createSendFeature } from '../features/send/index'
import { createSwapFeature } from '../features/swap/index'
import { silentLogger } from '../logger'
import { localhost, localhost2 } from '../networks/localhost'
import type { CaipNetwork, ChainNamespace } from '../networks/types'
import { createAirlockStores } from '../stores/airlockStores'
import type { Features } from '../stores/optionsStore'
import { SECURE_SITE_URL } from './fakeFrame'
import { WALLET_ADDRESS } from './mockWallet'

export interface FeatureHarnessOptions {
  /** Configure the blockchain API (default true). */
  blockchainApi?: boolean
  networks?: readonly CaipNetwork[]
  /** Answers a JSON-RPC HTTP body for an RPC URL; 404 otherwise. */
  rpc?: Record<string, (body: string, url: string) => Response>
  tokens?: DappTokens
  pollPendingTransactions?: boolean
  /** The wallet holding the eip155 account. */
  provider?: Eip1193Provider
  /** The embedded wallet's Solana provider. */
  solanaProvider?: EmbeddedSolanaProvider
  bitcoinProvider?: BitcoinProvider
  features?: Partial<Features>
  /** The dapp's QueryClient (option `queryClient`). */
  queryClient?: QueryClient
}

/** The features of every harness made since the last `endFeatureHarnesses`. */
const live = new Set<{ dispose(): void }>()

/**
 * For afterEach: disposes the features of every harness the test made, and
 * undoes what the tests change globally (fetch stub, fake timers, storage).
 */
export function endFeatureHarnesses(): void {
  for (const features of live) features.dispose()
  live.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
}

export function featureHarness(options: FeatureHarnessOptions = {}) {
  const networks = options.networks ?? [localhost, localhost2]
  const stores = createAirlockStores(networks, {
    projectId: 'demo',
    metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] },
    secureSiteUrl: SECURE_SITE_URL,
    features: options.features,
  })
  const events = createAirlockEvents(silentLogger)
  const configured = options.blockchainApi ?? true
  const apiUrls = configured ? { blockchainApi: BLOCKCHAIN_API_URL } : undefined
  const api = createBlockchainApiService({
    projectId: 'demo',
    apiUrls,
    queryClient: options.queryClient,
  })
  const providerOf = (namespace: ChainNamespace) =>
    ({
      eip155: options.provider,
      solana: options.solanaProvider,
      bip122: options.bitcoinProvider,
    })[namespace]
  const logger = silentLogger
  const getEvmProvider = () => options.provider
  // As createAirlock's feature table builds them.
  const balances = createBalancesFeature({
    stores,
    logger,
    api,
    tokens: options.tokens,
    getEvmProvider,
  })
  const names = createNamesFeature({ stores, logger, api, getEvmProvider })
  const table = {
    balances,
    names,
    history: createHistoryFeature({
      stores,
      logger,
      api,
      pollPendingTransactions: options.pollPendingTransactions,
    }),
    send: createSendFeature({ stores, logger, events, balances, names, getWallet: providerOf }),
    swap: createSwapFeature({ stores, logger, api, balances, getEvmProvider }),
    onramp: createOnrampFeature({ stores, logger, api }),
  }
  const features = {
    ...table,
    dispose() {
      for (const feature of Object.values(table)) feature.dispose()
    },
  }
  const server: FakeBlockchainApi = fakeBlockchainApi()
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.startsWith(BLOCKCHAIN_API_URL)) return server.fetch(input, init)
    const rpc = Object.entries(options.rpc ?? {}).find(([prefix]) => url.startsWith(prefix))?.[1]
    return rpc ? rpc(String(init?.body), url) : new Response(null, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)

  function connect(address = WALLET_ADDRESS, namespace: ChainNamespace = 'eip155') {
    const network = stores.chains.getState().chains[namespace]?.network.caipNetwork
    stores.chains.getState().setActiveNamespace(namespace)
    stores.chains.getState().setAccount(namespace, {
      address,
      caipAddress: network ? `${network.caipNetworkId}:${address}` : undefined,
      status: 'connected',
    })
  }

  const accountOf = (namespace: ChainNamespace = 'eip155') =>
    stores.chains.getState().chains[namespace]?.account

  live.add(features)
  return { stores, events, api, features, server, fetch, connect, account: accountOf }
}
