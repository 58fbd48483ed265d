import { AirlockError } from '@airlock/protocol'
import type { FeatureHandle } from '../features/defineFeature'
import type { Logger } from '../logger'
import type { AirlockStores } from '../stores/airlockStores'
import type { Features } from '../stores/optionsStore'

/** A feature turned off by its flag: the view is hidden, and a call is a developer error. */
export function featureOff(flag: keyof Features): Promise<never> {
  return Promise.reject(
    new AirlockError('SOMETHING_WENT_WRONG', {
      cause: new Error(`features.${flag} is off, or no blockchain API is configured`),
    }),
  )
}

const isAborted = (error: unknown) =>
  error instanceof AirlockError && error.code === 'REQUEST_ABORTED'

/**
 * Runs `call` on a feature's implementation for a method that has an idle answer:
 * after destroy it answers `idle`; when the feature's chunk fails to load (offline,
 * a deploy replaced it) `loadFailed` runs (a toast, or a throw) and it answers
 * `idle`. The call's own rejection passes through untouched.
 */
export function callOrIdle<Impl, T>(
  feature: Pick<FeatureHandle<unknown, unknown, Impl>, 'use'>,
  idle: T,
  loadFailed: (error: unknown) => void,
  call: (impl: Impl) => Promise<T>,
): Promise<T> {
  // Wrapped, so that the call's rejection is not taken for a failed load.
  return feature
    .use((impl) => ({ pending: call(impl) }))
    .then(
      ({ pending }) => pending,
      (error: unknown) => {
        if (!isAborted(error)) loadFailed(error)
        return idle
      },
    )
}

/** The `loadFailed` of a feature whose SPEC message says its data is unavailable: logged, and the toast. */
export function toastLoadFailure(
  deps: { logger: Logger; stores: Pick<AirlockStores, 'toast'> },
  message: string,
): (error: unknown) => void {
  return (error) => {
    deps.logger.error('feature failed to load', { error })
    deps.stores.toast.getState().showError(message)
  }
}

/** The `loadFailed` of a feature with no message of its own: the caller gets the error. */
export function rethrow(error: unknown): never {
  throw error
}
