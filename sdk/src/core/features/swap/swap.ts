import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import type { SwapToken } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import type { ControllerContext } from '../../context'
import { onActiveAccountChange } from '../../stores/activeAccount'
import type { Balances } from '../balances/balances'
import { createSwapController } from './swapController'
import type { SwapQuoteDetails, SwapStore } from './swapStore'

export interface SwapDeps {
  ctx: ControllerContext
  /** The blockchain API's convert/* paths: the only source of tokens, quotes and transactions. */
  api: BlockchainApiClient
  /** Refreshed once a swap is mined. */
  balances: Pick<Balances, 'fetch'>
  /** The provider holding the eip155 account: it sends the approval and the swap. */
  getEvmProvider(): Eip1193Provider | undefined
}

/**
 * Token swaps through the blockchain API's exchange (SPEC §1, eip155 only).
 * The form (tokens, amount) is set on the store; `quote` and `swap` move the
 * store's status: idle → quoting → ready → approving → swapping → done, or error.
 */
export interface Swap {
  readonly store: SwapStore
  /** False when `features.swaps` is off or no blockchain API is configured. */
  readonly available: boolean
  /**
   * convert/tokens and convert/gas-price of the active network into the store.
   * On a network the API does not serve (or a namespace other than eip155) the
   * store's error and the toast say 'Network not supported for Gas Price or
   * Swaps'. Never rejects.
   */
  loadTokens(): Promise<SwapToken[]>
  /**
   * Quotes the form: the amount out, the minimum received with 1 % slippage,
   * whether the allowance needs an approval first, and the network fee of the
   * next transaction. A newer form or call wins; a failure is the store's
   * error state. Never rejects; undefined when there is nothing to quote.
   */
  quote(): Promise<SwapQuoteDetails | undefined>
  /**
   * Sends the approval (when needed, waiting for it) and then the swap, and
   * refreshes the balances. Resolves to the swap's hash; rejects with the
   * error also in the store and the toast.
   */
  swap(): Promise<string>
  reset(): void
}

export type StartedSwap = Pick<Swap, 'loadTokens' | 'quote' | 'swap'> & { dispose(): void }

/** The instance's swaps once first used: the form is dropped when the account or network changes. */
export function createSwap(deps: SwapDeps, store: SwapStore): StartedSwap {
  const controller = createSwapController(deps, store)
  const stopFollowing = onActiveAccountChange(deps.ctx.stores, () => {
    controller.cancel()
    store.getState().reset()
  })
  return {
    loadTokens: controller.loadTokens,
    quote: controller.quote,
    swap: controller.swap,
    dispose() {
      stopFollowing()
      controller.cancel()
      controller.dispose()
    },
  }
}
