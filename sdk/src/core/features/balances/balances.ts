import type { CaipNetworkId } from '@airlock/protocol'
import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import type { ControllerContext } from '../../context'
import { activeAccountKey, onActiveAccountChange } from '../../stores/activeAccount'
import { createBalancesController } from './balancesController'
import type { BalancesStore } from './balancesStore'

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
  ctx: ControllerContext
  /** Undefined without `apiUrls.blockchainApi`: balances then come from the RPC. */
  api: BlockchainApiClient | undefined
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
  readonly store: BalancesStore
  /**
   * Fetches the balances of the active account on the active network: from the
   * wallet when it offers asset discovery, else the blockchain API, else the
   * RPC (native + the dapp's tokens). Fills the store and the chain account's
   * balance / balanceSymbol / tokenBalance. On failure shows 'Token Balance
   * Unavailable' and waits 30 s before trying again; never rejects.
   */
  fetch(options?: FetchBalancesOptions): Promise<TokenBalance[]>
}

/**
 * The instance's balances once first used (features/account/ loads
 * this): one fetch at a time per account, dropped when the account or network
 * changes.
 */
export function createBalances(
  deps: BalancesDeps,
  store: BalancesStore,
): Omit<Balances, 'store'> & { dispose(): void } {
  const { stores } = deps.ctx
  const controller = createBalancesController(deps, store)
  let inFlight:
    | { key: string; promise: Promise<TokenBalance[]>; abort: AbortController }
    | undefined

  const stopFollowing = onActiveAccountChange(stores, () => {
    // What was fetched belongs to the previous account or network.
    inFlight?.abort.abort()
    inFlight = undefined
    store.getState().reset()
    controller.clearStaleAccountBalance()
  })

  return {
    fetch(options = {}) {
      const key = activeAccountKey(stores)
      // Views may ask twice while a fetch runs: they share it (a forced fetch does not).
      if (inFlight?.key === key && !options.forceUpdate) return inFlight.promise
      inFlight?.abort.abort()
      const abort = new AbortController()
      const promise = controller.fetch({ ...options, signal: abort.signal }).finally(() => {
        if (inFlight?.promise === promise) inFlight = undefined
      })
      inFlight = { key, promise, abort }
      return promise
    },
    dispose() {
      stopFollowing()
      inFlight?.abort.abort()
      controller.dispose()
    },
  }
}
