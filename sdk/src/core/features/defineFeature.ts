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
  methods(feature: FeatureHandle<Deps, State, Impl>): Api
}

/** A feature as `createAirlock` holds it: its API, and the one way to end it. */
export type Feature<Api> = Api & { dispose(): void }

/** Turns a definition into the constructor `createAirlock`'s feature table calls with the feature's deps. */
export function defineFeature<Deps, State, Impl, Api>(
  definition: FeatureDefinition<Deps, State, Impl, Api>,
): (deps: Deps) => Feature<Api> {
  return (deps) => {
    const state = definition.state(deps)
    const cleanups: (() => void)[] = []
    let isDisposed = false
    const aborted = () => Promise.reject(new AirlockError('REQUEST_ABORTED'))
    const chunk = lazyModule(() =>
      // Destroyed while the chunk was on its way: never started (a start may subscribe, or
      // ask a wallet to reconnect, for an instance that is gone).
      definition.load(deps).then((module) => (isDisposed ? aborted() : module.start(deps, state))),
    )
    const handle: FeatureHandle<Deps, State, Impl> = {
      deps,
      state,
      use(call) {
        if (isDisposed) return aborted()
        const impl = chunk.loaded()
        if (!impl) return chunk.load().then((loaded) => (isDisposed ? aborted() : call(loaded)))
        try {
          return Promise.resolve(call(impl))
        } catch (error) {
          return Promise.reject(error)
        }
      },
      loaded: () => chunk.loaded(),
      preload() {
        if (!isDisposed) chunk.load().catch(() => {})
      },
      disposed: () => isDisposed,
      onDispose: (cleanup) => void cleanups.push(cleanup),
    }
    const api = definition.methods(handle)
    return Object.assign(api as object, {
      dispose() {
        if (isDisposed) return
        isDisposed = true
        for (const cleanup of cleanups) cleanup()
        void chunk.started()?.then(
          (impl) => (impl as Disposable).dispose?.(),
          () => {},
        )
      },
    }) as Feature<Api>
  }
}
