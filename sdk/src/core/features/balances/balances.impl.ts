import { AirlockError, BALANCE_RETRY_WINDOW_MS, ErrorCatalogue } from '@airlock/protocol'
import { isCancelledError, type QueryCacheNotifyEvent } from '@tanstack/query-core'
import { loadedApi } from '../../clients/blockchainApi/blockchainApiService'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import { formatBalanceNumeric } from '../../format/displayAmounts'
import {
  type ActiveAccount,
  onActiveAccountChange,
  readActiveAccount,
} from '../../stores/activeAccount'
import { type BalancesData, getBalancesQueryKey } from './balancesQuery'
import { createBalanceSources } from './balancesSources'
import type { BalancesStore } from './balancesStore'
import type { Balances, BalancesDeps, FetchBalancesOptions } from './index'

/** The balances once first used (index.ts forwards to them). */
export type StartedBalances = Omit<Balances, 'store'> & { dispose(): void }

const keyOf = (caipAddress: string) => getBalancesQueryKey({ caipAddress })

/**
 * The instance's balances once first used. Their loading, error and answer live
 * once, in the balances query of each account (query-core, the dapp's QueryClient
 * when it passed one, so a dapp's `useQuery(getBalancesQueryOptions(…))` shares
 * it); the store is that query of the active account as the views read it, written
 * in one place (`show`), so the modal needs no query-core of its own.
 */
export function start(deps: BalancesDeps, store: BalancesStore): StartedBalances {
  const { stores, logger } = deps
  const { client } = loadedApi(deps.api).queries
  const sources = createBalanceSources(deps)
  /** The answer last written to the chain account, and for which account. */
  let written: { account: ActiveAccount; data: BalancesData } | undefined

  const queryOf = (account: ActiveAccount) =>
    client.getQueryCache().find<BalancesData>({ queryKey: keyOf(account.caipAddress), exact: true })

  function writeAccount(account: ActiveAccount, data: BalancesData): void {
    const native = data.balances.find((balance) => balance.address === undefined)
    stores.chains.getState().setAccount(account.namespace, {
      // An API may leave out a native balance of zero: the account still has one.
      balance: formatBalanceNumeric(native?.quantity.numeric ?? '0'),
      balanceSymbol: native?.symbol ?? account.network.nativeCurrency.symbol,
      tokenBalance: data.balances,
    })
    written = { account, data }
  }

  /** Clears the chain account's balance fields if they describe another account or network now. */
  function clearStaleAccountBalance(): void {
    if (!written || written.account.caipAddress === readActiveAccount(stores)?.caipAddress) return
    const { namespace } = written.account
    written = undefined
    stores.chains.getState().setAccount(namespace, {
      balance: undefined,
      balanceSymbol: undefined,
      tokenBalance: undefined,
    })
  }

  /** The store (and the chain account) as the active account's query stands. */
  function show(): void {
    const account = readActiveAccount(stores)
    const state = account && queryOf(account)?.state
    if (!account || !state) {
      store.getState().reset()
      return
    }
    const failed = state.status === 'error'
    const data = failed ? undefined : state.data
    store.setState({
      status:
        state.fetchStatus === 'fetching' ? 'loading' : failed ? 'error' : data ? 'loaded' : 'idle',
      balances: data?.balances ?? [],
      totalValue: data?.totalValue,
      source: data?.source,
      caipAddress: account.caipAddress,
      caipNetworkId: account.network.caipNetworkId,
      // SPEC §8: no new attempt for 30 s after this.
      lastRetry: failed ? state.errorUpdatedAt : undefined,
      error: failed ? ErrorCatalogue.TOKEN_BALANCE_UNAVAILABLE : undefined,
    })
    // Compared with what the chain account holds now, not with what was last written: a
    // session that re-applies its account (a cluster switch) clears the balance fields.
    const held = stores.chains.getState().chains[account.namespace]?.account.tokenBalance
    if (data && held !== data.balances) writeAccount(account, data)
  }

  function onQueryEvent(event: QueryCacheNotifyEvent): void {
    const account = readActiveAccount(stores)
    if (!account || event.query.queryHash !== queryOf(account)?.queryHash) return
    // A failed read is the SPEC §8 toast, whoever asked (the modal or the dapp's own query).
    if (event.type === 'updated' && event.action.type === 'error') {
      logger.error('balance fetch failed', { error: event.action.error })
      stores.toast.getState().showError(ErrorCatalogue.TOKEN_BALANCE_UNAVAILABLE)
    }
    show()
  }

  async function read({
    caipAddress,
    signal,
    forceUpdate,
  }: Parameters<Balances['read']>[0]): Promise<BalancesData> {
    const account = readActiveAccount(stores)
    if (account?.caipAddress !== caipAddress)
      throw new AirlockError('TOKEN_BALANCE_UNAVAILABLE', {
        cause: new Error('the account is no longer the active one'),
      })
    try {
      return await sources.read(account, {
        forceUpdate,
        signal: signal ?? new AbortController().signal,
      })
    } catch (error) {
      throw new AirlockError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
    }
  }

  async function fetch({ forceUpdate }: FetchBalancesOptions = {}): Promise<TokenBalance[]> {
    const account = readActiveAccount(stores)
    if (!account) return []
    const queryKey = keyOf(account.caipAddress)
    const state = client.getQueryState(queryKey)
    // SPEC §8: after a failure, no new attempt (and no new toast) for 30 s.
    if (state?.status === 'error' && Date.now() - state.errorUpdatedAt < BALANCE_RETRY_WINDOW_MS)
      return []
    // Views may ask twice while a fetch runs: they share it. A forced fetch replaces it, in
    // this turn (cancelling is synchronous), so that no plain fetch slips in to be joined.
    if (forceUpdate) void client.cancelQueries({ queryKey, exact: true })
    try {
      const data = await client.fetchQuery({
        queryKey,
        queryFn: ({ signal }) => read({ caipAddress: account.caipAddress, signal, forceUpdate }),
        // The sources keep their SPEC §9 lifetimes: this query only joins callers.
        staleTime: 0,
        retry: false,
      })
      // Overtaken by an account change: what it fetched is not shown.
      return readActiveAccount(stores)?.caipAddress === account.caipAddress ? data.balances : []
    } catch (error) {
      // Failed (the query holds the error, the store shows it), replaced or dropped: never rejects.
      if (!isCancelledError(error) && !(error instanceof AirlockError)) throw error
      return []
    }
  }

  const stopCache = client.getQueryCache().subscribe(onQueryEvent)
  const stopFollowing = onActiveAccountChange(stores, (previousKey) => {
    // What was fetched belongs to the previous account or network.
    if (previousKey) void client.cancelQueries({ queryKey: keyOf(previousKey), exact: true })
    clearStaleAccountBalance()
    show()
  })
  show()

  return {
    fetch,
    read,
    queryClient: () => Promise.resolve(client),
    dispose() {
      stopFollowing()
      stopCache()
      sources.dispose()
    },
  }
}
