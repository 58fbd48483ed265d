/**
 * A code-split point: `load` (an `import()`, often followed by starting what it
 * imported) runs once and its promise is shared; a failed load (offline, a
 * deploy replaced the chunk) is forgotten, so the next call tries again.
 * `loaded()` answers synchronously once it has settled, so a caller can begin
 * its work in its own turn when the code is already there (a popup opened in
 * a click handler must be). p-lazy caches a rejection and p-memoize has no
 * synchronous read, hence these lines.
 */
export interface LazyModule<T> {
  /** Starts the load unless it has started; the same promise until it fails. */
  load(): Promise<T>
  /** The value once loaded; never starts a load. */
  loaded(): T | undefined
  /** The load under way or done, if one has started (to dispose what it yields); never starts one. */
  started(): Promise<T> | undefined
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined
  let value: { current: T } | undefined
  return {
    load() {
      pending ??= load().then(
        (result) => {
          value = { current: result }
          return result
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    loaded: () => value?.current,
    started: () => pending,
  }
}
