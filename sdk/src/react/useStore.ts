import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'

/**
 * Reads one value of a core (zustand vanilla) store and re-renders when it changes.
 * The selector must return a primitive or a reference kept in the state, never a
 * fresh object, or React would see a new snapshot on every read.
 */
export function useStore<State, Selected>(
  store: StoreApi<State>,
  selector: (state: State) => Selected,
): Selected {
  const read = () => selector(store.getState())
  // The initial state on the server and while hydrating: what the server rendered. A
  // store that moved on before hydration (a wallet already reconnecting) would
  // otherwise mismatch the server's HTML; React re-renders with `read` right after.
  const initial = () => selector(store.getInitialState())
  return useSyncExternalStore(store.subscribe, read, initial)
}
