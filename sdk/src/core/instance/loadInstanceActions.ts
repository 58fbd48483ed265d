export type InstanceActions = typeof import('./instanceActions')

// The module once loaded: later calls then start at once, in the caller's own turn.
let loaded: InstanceActions | undefined

/** Loads the actions chunk (instanceActions.ts). A failed load is not remembered: the next call retries. */
export async function loadInstanceActions(): Promise<InstanceActions> {
  loaded ??= await import('./instanceActions')
  return loaded
}

/**
 * Runs `use` with the actions: synchronously when the chunk is already there
 * (so, as before the split, a call has begun by the time it returns), else once
 * it has loaded. Always answers with a promise; never throws.
 */
export function withInstanceActions<T>(use: (actions: InstanceActions) => Promise<T>): Promise<T> {
  if (!loaded) return loadInstanceActions().then(use)
  try {
    return use(loaded)
  } catch (error) {
    return Promise.reject(error)
  }
}
