import { lazyModule } from '../lazyModule'

export type InstanceActions = typeof import('./instanceActions')

/** The actions chunk (instanceActions.ts). */
const actions = lazyModule(() => import('./instanceActions'))

/** Loads the actions chunk; a failed load is not remembered: the next call retries. */
export const loadInstanceActions = (): Promise<InstanceActions> => actions.load()

/**
 * Runs `use` with the actions: synchronously when the chunk is already there
 * (so, as before the split, a call has begun by the time it returns), else once
 * it has loaded. Always answers with a promise; never throws.
 */
export function withInstanceActions<T>(use: (actions: InstanceActions) => Promise<T>): Promise<T> {
  const loaded = actions.loaded()
  if (!loaded) return actions.load().then(use)
  try {
    return use(loaded)
  } catch (error) {
    return Promise.reject(error)
  }
}
