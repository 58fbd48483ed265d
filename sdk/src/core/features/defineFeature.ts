import { AirlockError } from '@airlock/protocol'
import { lazyModule } from '../lazyModule'

/** What a feature's implementation module (`<f>.impl.ts`, its own chunk) exports. */
export interface FeatureModule<Deps, State, Impl> {
  /** Called once, on the first use: the feature's logic over its deps and page-start state. */
  start(deps: Deps, state: State): Impl
}

/** A started implementation with subscriptions, timers or requests has `dispose`, called on destroy. */
export interface Disposable {
  dispose?(): void
}

/** What `methods` builds the feature's public surface with. */
export interface FeatureHandle<Deps, State, Impl> {
  readonly deps: Deps
  /** What exists from page start (the feature's store, for views to read before the code). */
  readonly state: State
  /**
   * Runs `call` on the started implementation: in this turn when it has loaded
   * (a popup opened in a click handler must be), else once it has. Always a
   * promise, never a throw. After dispose: rejects 'Request was aborted'. A chunk
   * that fails to load (offline, a deploy replaced it) rejects, and the next call
   * tries again.
   */
  use<T>(call: (impl: Impl) => T | Promise<T>): Promise<T>
  /** The implementation once started; never starts it. */
  loaded(): Impl | undefined
  /** Starts loading now (a feature that must watch from page start); errors are left to `use`. */
  preload(): void
  /** True once the instance was destroyed. */
  disposed(): boolean
  /** Runs `cleanup` on dispose (a page-start subscription of the feature). */
  onDispose(cleanup: () => void): void
}

/**
 * One feature of an instance, in the one shape every feature has (issue 24):
 * - `state`: what the page pays for at start (a store, a flag), created at once;
 * - `load`: `() => import('./<f>.impl')`, the feature's code, loaded on first use (its own chunk);
 * - `methods`: the public surface, forwarding to the implementation with `use`.
 */
export interface FeatureDefinition<Deps, State, Impl, Api> {
  state(deps: Deps): State
  /**
   * `() => import('./<f>.impl')`. A feature whose implementation needs a shared lazy service
   * (the blockchain API client) loads both at once, so they arrive in one round trip:
   * `(deps) => Promise.all([import('./<f>.impl'), deps.api.load()]).then(([impl]) => impl)`.
   */
  load(deps: Deps): Promise<FeatureModule<Deps, State, Impl>>
  /**
   * `load` ignores the deps (`() => import('./<f>.impl')`): its module is loaded once for every
   * instance, and once it is here a call of any instance starts the implementation in the
   * caller's turn (another instance, or a test after its setup's `preload`). Off by default: a
   * feature that calls `use` while it is built would then start in createAirlock's turn.
   */
  sharedChunk?: true
  methods(feature: FeatureHandle<Deps, State, Impl>): Api
}

/** A feature as `createAirlock` holds it: its API, and the one way to end it. */
export type Feature<Api> = Api & { dispose(): void }

/** What `defineFeature` returns: the constructor `createAirlock`'s feature table calls with the feature's deps. */
export type FeatureConstructor<Deps, Api> = ((deps: Deps) => Feature<Api>) & {
  /** Loads a `sharedChunk` feature's code for every instance at once (a test's setup). */
  preload(): Promise<unknown>
}

/** Turns a definition into the constructor `createAirlock`'s feature table calls with the feature's deps. */
export function defineFeature<Deps, State, Impl, Api>(
  definition: FeatureDefinition<Deps, State, Impl, Api>,
): FeatureConstructor<Deps, Api> {
  const shared = definition.sharedChunk
    ? lazyModule(() => definition.load(undefined as Deps))
    : undefined
  const create = (deps: Deps): Feature<Api> => {
    const state = definition.state(deps)
    const cleanups: (() => void)[] = []
    let isDisposed = false
    let impl: Impl | undefined
    const chunk = shared ?? lazyModule(() => definition.load(deps))
    // Destroyed while the chunk was on its way: never started (a start may subscribe, or
    // ask a wallet to reconnect, for an instance that is gone).
    const start = (module: FeatureModule<Deps, State, Impl> | undefined): Impl => {
      if (isDisposed || !module) throw new AirlockError('REQUEST_ABORTED')
      impl ??= module.start(deps, state)
      return impl
    }
    const handle: FeatureHandle<Deps, State, Impl> = {
      deps,
      state,
      use(call) {
        const module = chunk.loaded()
        // The code is here (or the instance is gone): the call runs in the caller's turn.
        return module || isDisposed
          ? new Promise((resolve) => resolve(call(start(module))))
          : chunk.load().then((loaded) => call(start(loaded)))
      },
      loaded: () => impl,
      preload() {
        if (!isDisposed)
          chunk
            .load()
            .then(start)
            .catch(() => {})
      },
      disposed: () => isDisposed,
      onDispose: (cleanup) => void cleanups.push(cleanup),
    }
    const api = definition.methods(handle)
    return Object.assign(api as object, {
      dispose() {
        if (isDisposed) return
        isDisposed = true
        for (const cleanup of cleanups)
          cleanup()
          // A chunk still on its way never starts now (see `chunk`): only a started one has to end.
        ;(impl as Disposable | undefined)?.dispose?.()
      },
    }) as Feature<Api>
  }
  return Object.assign(create, { preload: () => shared?.load() ?? Promise.resolve() })
}
