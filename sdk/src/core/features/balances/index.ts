import type { CaipNetworkId } from '@airlock/protocol'
import { ErrorCatalogue } from '@airlock/protocol'
import type { QueryClient } from '@tanstack/query-core'
import type { BlockchainApiService } from '../../clients/blockchainApi/blockchainApiService'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { callOrIdle } from '../../instance/featureCalls'
import type { Logger } from '../../logger'
import type { AirlockStores } from '../../stores/airlockStores'
import { defineFeature } from '../defineFeature'
import type { BalancesData } from './balancesQuery'
import { type BalancesStore, createBalancesStore } from './balancesStore'

/** An ERC-20 the dapp lists (option `tokens`); what it leaves out is read from the contract. */
export interface DappToken {
  address: `0x${string}`
  symbol?: string | undefined
  decimals?: number | undefined
  name?: string | undefined
  iconUrl?: string | undefined
}

/** Tokens per CAIP-2 network, read through the RPC when no blockchain API is configured. */
export type DappTokens = Partial<Record<CaipNetworkId, readonly DappToken[]>>

export interface BalancesDeps {
  stores: Pick<AirlockStores, 'chains' | 'toast'>
  logger: Logger
  /**
   * The blockchain API client and the SPEC §9 caches (the RPC's answers are kept 30 s
   * like the API's). Without `apiUrls.blockchainApi` balances come from the RPC.
   */
  api: BlockchainApiService
  tokens?: DappTokens | undefined
  /** The provider holding the eip155 account (asked about wallet_getAssets). */
  getEvmProvider(): Eip1193Provider | undefined
}

export interface FetchBalancesOptions {
  /** Skip the 30 s caches (and ask the API to skip its own). */
  forceUpdate?: boolean | undefined
}

/** Token balances of the active account, for the Account view and the token list. */
export interface Balances {
  /** What the views show: the balances query of the active account, as query-core holds it. */
  readonly store: BalancesStore
  /**
   * Fetches the balances of the active account on the active network: from the
   * wallet when it offers asset discovery, else the blockchain API, else the
   * RPC (native + the dapp's tokens). Fills the store and the chain account's
   * balance / balanceSymbol / tokenBalance. On failure shows 'Token Balance
   * Unavailable' and waits 30 s before trying again; never rejects.
   */
  fetch(options?: FetchBalancesOptions): Promise<TokenBalance[]>
  /**
   * The query function of `getBalancesQueryOptions`: one read of `caipAddress`'s
   * balances from their source, past nothing but the sources' SPEC §9 caches.
   * Rejects 'Token Balance Unavailable', and when `caipAddress` is no longer the
   * active account. The store follows the query, not this call.
   */
  read(parameters: {
    caipAddress: string
    signal?: AbortSignal | undefined
    forceUpdate?: boolean | undefined
  }): Promise<BalancesData>
  /**
   * The QueryClient the balances queries live in (the dapp's `queryClient`, else the
   * instance's own), once the feature has loaded: what `useAirlockBalances` observes.
   */
  queryClient(): Promise<QueryClient>
}

/**
 * What the page pays for: the store and `fetch`; where balances come from
 * (balances.impl.ts) and the API client load on the first fetch. A chunk that
 * fails to load is the SPEC §8 toast and no balances; after destroy, none.
 */
export const createBalancesFeature = defineFeature({
  state: (): BalancesStore => createBalancesStore(),
  load: (deps: BalancesDeps) =>
    Promise.all([import('./balances.impl'), deps.api.load()]).then(([impl]) => impl),
  methods: (feature): Balances => {
    return {
      store: feature.state,
      fetch: (options) =>
        callOrIdle(
          feature,
          [],
          (balances) => balances.fetch(options),
          ErrorCatalogue.TOKEN_BALANCE_UNAVAILABLE,
        ),
      read: (parameters) => feature.use((balances) => balances.read(parameters)),
      queryClient: () => feature.use((balances) => balances.queryClient()),
    }
  },
})
