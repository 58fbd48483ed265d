import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Transaction } from '../../clients/blockchainApi/types'

/** Year → month index (0 = January) → transactions, newest first (SPEC §3). */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>

/** The transaction store of SPEC §3. */
export interface HistoryState {
  /** Every page fetched so far, newest first; spam transfers already hidden. */
  transactions: Transaction[]
  transactionsByYear: TransactionsByYear
  /** On-ramp purchases (history fetched with onramp=coinbase), grouped the same way. */
  coinbaseTransactions: TransactionsByYear
  loading: boolean
  /** Nothing to show: the account has no transactions, or the fetch failed (SPEC §4). */
  empty: boolean
  /** Cursor of the next page; undefined when there is none (or after an error). */
  next: string | undefined
  error: string | undefined
  /** CAIP-10 account and CAIP-2 network the list is of. */
  caipAddress: string | undefined
  caipNetworkId: string | undefined
}

export interface HistoryActions {
  /** Back to nothing fetched (account or network changed). */
  reset(): void
}

export type HistoryStore = StoreApi<HistoryState & HistoryActions>

const empty = (): HistoryState => ({
  transactions: [],
  transactionsByYear: {},
  coinbaseTransactions: {},
  loading: false,
  empty: false,
  next: undefined,
  error: undefined,
  caipAddress: undefined,
  caipNetworkId: undefined,
})

export function createHistoryStore(): HistoryStore {
  return createStore<HistoryState & HistoryActions>()((set) => ({
    ...empty(),
    reset: () => set(empty()),
  }))
}
