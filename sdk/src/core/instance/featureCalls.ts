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

/** What a feature with a load-failure toast works with: its logger and the toast. */
export interface LoadFailureDeps {
  logger: Logger
  stores: Pick<AirlockStores, 'toast'>
}

/**
 * Runs `call` on a feature's implementation for a method that has an idle answer:
 * after destroy it answers `idle`. When the feature's chunk fails to load (offline,
 * a deploy replaced it), `toast` (the feature's SPEC message) is logged and shown and
 * it answers `idle`; without a toast the caller gets the load's error. The call's own
 * rejection passes through untouched.
 */
export function callOrIdle<Impl, T>(
  feature: Pick<FeatureHandle<LoadFailureDeps, unknown, Impl>, 'use' | 'deps'>,
  idle: T,
  call: (impl: Impl) => Promise<T>,
  toast?: string,
): Promise<T> {
  // Wrapped, so that the call's rejection is not taken for a failed load.
  return feature
    .use((impl) => ({ pending: call(impl) }))
    .then(
      ({ pending }) => pending,
      (error: unknown) => {
        if (isAborted(error)) return idle
        if (toast === undefined) throw error
        feature.deps.logger.error('feature failed to load', { error })
        feature.deps.stores.toast.getState().showError(toast)
        return idle
      },
    )
}
