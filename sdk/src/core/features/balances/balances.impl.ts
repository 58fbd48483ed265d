import { BALANCE_RETRY_WINDOW_MS, ErrorCatalogue, NATIVE_BALANCE_CACHE_MS } from '@airlock/protocol'
import { isCancelledError } from '@tanstack/query-core'
import * as z from 'zod/mini'
import { loadedApi } from '../../clients/blockchainApi/blockchainApiService'
import { tokenBalanceSchema } from '../../clients/blockchainApi/responseSchemas'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { formatBalanceNumeric } from '../../format/displayAmounts'
import { lazyModule } from '../../lazyModule'
import { QUERY_KEY_ROOT } from '../../query/queryClient'
import {
  type ActiveAccount,
  activeAccountKey,
  onActiveAccountChange,
  readActiveAccount,
} from '../../stores/activeAccount'
import { type ApiBalanceReader, createApiBalanceReader } from './balancesFromApi'
import { readWalletAssets, walletSupportsAssetDiscovery } from './balancesFromWallet'
import type { BalancesSource, BalancesStore } from './balancesStore'
import type { Balances, BalancesDeps, FetchBalancesOptions } from './index'

/** One fetch of the active account's balances, and what its result or failure changes. */
interface BalanceReads {
  /** Never rejects: a failure is the store's error state and the SPEC §8 toast. */
  fetch(options: FetchBalancesOptions & { signal: AbortSignal }): Promise<TokenBalance[]>
  /** Clears the chain account's balance fields if they describe another account or network now. */
  clearStaleAccountBalance(): void
  dispose(): void
}

/** What the RPC read answered, as kept in local storage for the next visit. */
const rpcBalancesSchema = z.array(tokenBalanceSchema)

/** SPEC §5: an asset whose decimals are '0' is low quality and not shown. */
const isWorthShowing = (balance: TokenBalance) => balance.quantity.decimals !== '0'

function totalValue(balances: readonly TokenBalance[]): number | undefined {
  const values = balances.flatMap((balance) => (balance.value === undefined ? [] : [balance.value]))
  return values.length ? values.reduce((sum, value) => sum + value, 0) : undefined
}

/** Where balances come from, and what a result or failure changes. */
function createBalanceReads(deps: BalancesDeps, store: BalancesStore): BalanceReads {
  const { stores, logger } = deps
  const { client: api, queries } = loadedApi(deps.api)
  let apiReader: ApiBalanceReader | undefined
  // viem's multicall and ABI coder load only for dapps without a data API.
  const rpcReader = lazyModule(() =>
    import('./balancesFromRpc').then((module) => module.createRpcBalanceReader()),
  )
  // Capabilities do not change while a wallet holds an account: asked once per provider and chain.
  const discovery = new WeakMap<Eip1193Provider, Map<string, Promise<boolean>>>()
  let written: { namespace: ActiveAccount['namespace']; caipAddress: string } | undefined

  function supportsDiscovery(provider: Eip1193Provider, account: ActiveAccount) {
    const known = discovery.get(provider) ?? new Map<string, Promise<boolean>>()
    discovery.set(provider, known)
    let answer = known.get(account.caipAddress)
    if (!answer) {
      answer = walletSupportsAssetDiscovery(provider, account.address, account.network)
      known.set(account.caipAddress, answer)
    }
    return answer
  }

  async function fromRpc(account: ActiveAccount, forceUpdate: boolean | undefined) {
    const tokens = deps.tokens?.[account.network.caipNetworkId] ?? []
    return queries.fetch({
      key: ['rpc-balance', account.network.caipNetworkId, account.address.toLowerCase()],
      lifetimeMs: NATIVE_BALANCE_CACHE_MS,
      schema: rpcBalancesSchema,
      forceUpdate,
      load: async () => (await rpcReader.load()).read(account.network, account.address, tokens),
    })
  }

  async function read(
    account: ActiveAccount,
    { forceUpdate, signal }: FetchBalancesOptions & { signal: AbortSignal },
  ): Promise<{ balances: TokenBalance[]; source: BalancesSource }> {
    const provider = account.namespace === 'eip155' ? deps.getEvmProvider() : undefined
    if (provider && (await supportsDiscovery(provider, account))) {
      const balances = await readWalletAssets(provider, account.address, account.network)
      return { balances, source: 'wallet' }
    }
    if (api) {
      apiReader ??= createApiBalanceReader(api)
      const balances = await apiReader.read(account.network, account.address, {
        forceUpdate,
        signal,
      })
      return { balances, source: 'api' }
    }
    return { balances: await fromRpc(account, forceUpdate), source: 'rpc' }
  }

  function writeAccount(account: ActiveAccount, balances: TokenBalance[]): void {
    const native = balances.find((balance) => balance.address === undefined)
    stores.chains.getState().setAccount(account.namespace, {
      // An API may leave out a native balance of zero: the account still has one.
      balance: formatBalanceNumeric(native?.quantity.numeric ?? '0'),
      balanceSymbol: native?.symbol ?? account.network.nativeCurrency.symbol,
      tokenBalance: balances,
    })
    written = { namespace: account.namespace, caipAddress: account.caipAddress }
  }

  return {
    async fetch(options) {
      const account = readActiveAccount(stores)
      if (!account) {
        store.getState().reset()
        return []
      }
      const { lastRetry, balances: shown } = store.getState()
      // SPEC §8: after a failure, no new attempt (and no new toast) for 30 s.
      if (lastRetry !== undefined && Date.now() - lastRetry < BALANCE_RETRY_WINDOW_MS) return shown
      store.setState({
        status: 'loading',
        error: undefined,
        caipAddress: account.caipAddress,
        caipNetworkId: account.network.caipNetworkId,
      })
      try {
        const { balances, source } = await read(account, options)
        if (options.signal.aborted) return []
        // Native first, then tokens by fiat value: what the Account view lists.
        const kept = balances
          .filter(isWorthShowing)
          .sort(
            (a, b) =>
              Number(a.address !== undefined) - Number(b.address !== undefined) ||
              (b.value ?? 0) - (a.value ?? 0),
          )
        store.setState({
          status: 'loaded',
          balances: kept,
          totalValue: totalValue(kept),
          source,
          lastRetry: undefined,
        })
        writeAccount(account, kept)
        return kept
      } catch (error) {
        if (options.signal.aborted) return []
        logger.error('balance fetch failed', { error })
        store.setState({
          status: 'error',
          balances: [],
          totalValue: undefined,
          source: undefined,
          error: ErrorCatalogue.TOKEN_BALANCE_UNAVAILABLE,
          lastRetry: Date.now(),
        })
        stores.toast.getState().showError(ErrorCatalogue.TOKEN_BALANCE_UNAVAILABLE)
        return []
      }
    },
    clearStaleAccountBalance() {
      if (!written) return
      const { namespace, caipAddress } = written
      const chain = stores.chains.getState().chains[namespace]
      const address = chain?.account.address
      const network = chain?.network.caipNetwork
      if (address && network && `${network.caipNetworkId}:${address}` === caipAddress) return
      written = undefined
      stores.chains.getState().setAccount(namespace, {
        balance: undefined,
        balanceSymbol: undefined,
        tokenBalance: undefined,
      })
    },
    dispose() {
      void rpcReader.started()?.then(
        (reader) => reader.dispose(),
        () => {},
      )
    },
  }
}

/** Numbers the instances' balance fetches apart in a shared QueryClient. */
let instances = 0

/**
 * The instance's balances once first used (index.ts forwards to them): one
 * fetch at a time per account, dropped when the account or network changes.
 */
export function start(
  deps: BalancesDeps,
  store: BalancesStore,
): Omit<Balances, 'store'> & { dispose(): void } {
  const { stores } = deps
  const { client } = loadedApi(deps.api).queries
  const reads = createBalanceReads(deps, store)
  // One fetch of this store at a time per account: a query with no lifetime (the answers have
  // theirs). Keyed by instance too: two instances may share the dapp's QueryClient.
  const fetching = [QUERY_KEY_ROOT, 'balances-fetch', ++instances]
  const stopAll = () => client.cancelQueries({ queryKey: fetching })

  const stopFollowing = onActiveAccountChange(stores, () => {
    // What was fetched belongs to the previous account or network.
    void stopAll()
    store.getState().reset()
    reads.clearStaleAccountBalance()
  })

  async function fetch(options: FetchBalancesOptions = {}): Promise<TokenBalance[]> {
    const queryKey = [...fetching, activeAccountKey(stores)]
    // Views may ask twice while a fetch runs: they share it (a forced fetch replaces it).
    if (options.forceUpdate) await client.cancelQueries({ queryKey, exact: true })
    return client
      .fetchQuery({
        queryKey,
        staleTime: 0,
        gcTime: 0,
        queryFn: ({ signal }) => reads.fetch({ ...options, signal }),
      })
      .catch((error: unknown) => {
        // Replaced or dropped: what it fetched is not shown (never rejects, as before).
        if (isCancelledError(error)) return []
        throw error
      })
  }

  return {
    fetch,
    dispose() {
      stopFollowing()
      void stopAll()
      reads.dispose()
    },
  }
}
