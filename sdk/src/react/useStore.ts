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
  // The same reader on the server: the stores hold their initial state there.
  return useSyncExternalStore(store.subscribe, read, read)
}
