import { NATIVE_BALANCE_CACHE_MS } from '@airlock/protocol'
import * as z from 'zod/mini'
import { loadedApi } from '../../clients/blockchainApi/blockchainApiService'
import { tokenBalanceSchema } from '../../clients/blockchainApi/responseSchemas'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import { lazyModule } from '../../lazyModule'
import type { ActiveAccount } from '../../stores/activeAccount'
import { type ApiBalanceReader, createApiBalanceReader } from './balancesFromApi'
import { readWalletAssets, walletSupportsAssetDiscovery } from './balancesFromWallet'
import type { BalancesData } from './balancesQuery'
import type { BalancesDeps } from './index'

/** Where an account's balances come from: its wallet, the blockchain API, or the chain's RPC. */
export interface BalanceSources {
  /** One read, sorted as the Account view lists it; writes nothing. */
  read(
    account: ActiveAccount,
    options: { forceUpdate?: boolean | undefined; signal: AbortSignal },
  ): Promise<BalancesData>
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

export function createBalanceSources(deps: BalancesDeps): BalanceSources {
  const { client: api, queries } = loadedApi(deps.api)
  let apiReader: ApiBalanceReader | undefined
  // viem's multicall and ABI coder load only for dapps without a data API.
  const rpcReader = lazyModule(() =>
    import('./balancesFromRpc').then((module) => module.createRpcBalanceReader()),
  )
  // Capabilities do not change while a wallet holds an account: asked once per provider and chain.
  const discovery = new WeakMap<Eip1193Provider, Map<string, Promise<boolean>>>()

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

  async function fromSource(
    account: ActiveAccount,
    { forceUpdate, signal }: { forceUpdate?: boolean | undefined; signal: AbortSignal },
  ): Promise<Pick<BalancesData, 'balances' | 'source'>> {
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

  return {
    async read(account, options) {
      const { balances, source } = await fromSource(account, options)
      // Native first, then tokens by fiat value: what the Account view lists.
      const kept = balances
        .filter(isWorthShowing)
        .sort(
          (a, b) =>
            Number(a.address !== undefined) - Number(b.address !== undefined) ||
            (b.value ?? 0) - (a.value ?? 0),
        )
      return { balances: kept, totalValue: totalValue(kept), source }
    },
    dispose() {
      void rpcReader.started()?.then(
        (reader) => reader.dispose(),
        () => {},
      )
    },
  }
}
