import { createStore, type StoreApi } from 'zustand/vanilla'
import type {
  BuiltTransaction,
  GasPriceResponse,
  SwapToken,
} from '../../clients/blockchainApi/types'

/**
 * idle → quoting → ready → approving → swapping → done, or error from any
 * step. A change of tokens or amount goes back to idle: the quote no longer holds.
 */
export type SwapStatus = 'idle' | 'quoting' | 'ready' | 'approving' | 'swapping' | 'done' | 'error'

/** A quote as the swap view shows it: whole units, decimal strings. */
export interface SwapQuoteDetails {
  /** What the exchange says the amount buys. */
  toAmount: string
  /** The least the swap may give: toAmount less the 1 % slippage (SPEC §9). */
  minimumReceived: string
  /** Percent the swap may slip, as sent to the API. */
  slippage: number
  /** Network fee of the next transaction (approve or swap), in the native currency; undefined when unknown. */
  networkFee: string | undefined
  /** The spender's allowance is short: an approve transaction goes first. */
  approvalNeeded: boolean
}

export interface SwapState {
  status: SwapStatus
  /** What the API can swap on the active network (convert/tokens). */
  tokens: SwapToken[]
  tokensLoading: boolean
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** Decimal string in whole units of the source token. */
  sourceTokenAmount: string | undefined
  /** convert/gas-price of the active network, in wei. */
  gasPrice: GasPriceResponse | undefined
  quote: SwapQuoteDetails | undefined
  /** The transaction `swap()` sends next: the approval when one is needed, else the swap. */
  transaction: BuiltTransaction | undefined
  /** Hash of the swap once sent. */
  hash: string | undefined
  error: string | undefined
}

export interface SwapActions {
  setSourceToken(token: SwapToken | undefined): void
  setToToken(token: SwapToken | undefined): void
  setSourceTokenAmount(amount: string | undefined): void
  /** Swaps source and target; the amount stays. */
  switchTokens(): void
  reset(): void
}

export type SwapStore = StoreApi<SwapState & SwapActions>

const empty = (): SwapState => ({
  status: 'idle',
  tokens: [],
  tokensLoading: false,
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: undefined,
  gasPrice: undefined,
  quote: undefined,
  transaction: undefined,
  hash: undefined,
  error: undefined,
})

/** What a change of the form clears: the quote and anything built from it. */
const unquoted = {
  status: 'idle',
  quote: undefined,
  transaction: undefined,
  hash: undefined,
  error: undefined,
} as const satisfies Partial<SwapState>

/** The swap form and its progress, per instance. */
export function createSwapStore(): SwapStore {
  return createStore<SwapState & SwapActions>()((set) => ({
    ...empty(),
    setSourceToken: (sourceToken) => set({ sourceToken, ...unquoted }),
    setToToken: (toToken) => set({ toToken, ...unquoted }),
    setSourceTokenAmount: (sourceTokenAmount) => set({ sourceTokenAmount, ...unquoted }),
    switchTokens: () =>
      set((state) => ({ sourceToken: state.toToken, toToken: state.sourceToken, ...unquoted })),
    reset: () => set(empty()),
  }))
}
