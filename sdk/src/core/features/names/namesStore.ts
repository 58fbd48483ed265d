import { createStore, type StoreApi } from 'zustand/vanilla'
import type { NameSuggestion } from '../../clients/blockchainApi/types'

export interface NamesState {
  /** Suggestions for the name last typed in RegisterAccountName. */
  suggestions: NameSuggestion[]
  /** A lookup, suggestion fetch or registration is under way (the names of an address: their query). */
  loading: boolean
  /** The name last registered in this session, full (`ada.airlock.id`). */
  registered: string | undefined
  /** The last failure's message (SPEC §8 wording). */
  error: string | undefined
}

export interface NamesActions {
  reset(): void
}

export type NamesStore = StoreApi<NamesState & NamesActions>

const empty = (): NamesState => ({
  suggestions: [],
  loading: false,
  registered: undefined,
  error: undefined,
})

/** Account names of the connected address, per instance. */
export function createNamesStore(): NamesStore {
  return createStore<NamesState & NamesActions>()((set) => ({
    ...empty(),
    reset: () => set(empty()),
  }))
}
