import { BALANCE_RETRY_WINDOW_MS, ErrorCatalogue, NATIVE_BALANCE_CACHE_MS } from '@airlock/protocol'
import * as z from 'zod/mini'
import { tokenBalanceSchema } from '../../clients/blockchainApi/responseSchemas'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { formatBalanceNumeric } from '../../format/displayAmounts'
import { lazyModule } from '../../lazyModule'
import { type ActiveAccount, readActiveAccount } from '../../stores/activeAccount'
import type { BalancesDeps, FetchBalancesOptions } from './balances'
import { type ApiBalanceReader, createApiBalanceReader } from './balancesFromApi'
import { readWalletAssets, walletSupportsAssetDiscovery } from './balancesFromWallet'
import type { BalancesSource, BalancesStore } from './balancesStore'

export interface BalancesController {
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

/** The lazy half of balances.ts: where balances come from, and what a result or failure changes. */
export function createBalancesController(
  deps: BalancesDeps,
  store: BalancesStore,
): BalancesController {
  const { stores, logger } = deps.ctx
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
    return deps.queries.fetch({
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
    if (deps.api) {
      apiReader ??= createApiBalanceReader(deps.api)
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
