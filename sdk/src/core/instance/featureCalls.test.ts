import { AirlockError } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import { defineFeature } from '../features/defineFeature'
import { createToastStore } from '../stores/toastStore'
import { callOrIdle, featureOff } from './featureCalls'

/** The deps a feature with a load-failure toast has: a logger to spy on and a toast store. */
const toastDeps = () => ({
  logger: { debug: vi.fn(), error: vi.fn() },
  stores: { toast: createToastStore() },
})

/** A feature whose chunk fails to load `failures` times, then loads. */
function flakyFeature(failures: number) {
  let left = failures
  const load = vi.fn(async () => {
    if (left-- > 0) throw new TypeError('Failed to fetch dynamically imported module')
    return {
      start: () => ({
        read: async (fail: boolean) => (fail ? Promise.reject(new Error('no')) : 'read'),
      }),
    }
  })
  const create = defineFeature({
    state: () => undefined,
    load: (_deps: ReturnType<typeof toastDeps>) => load(),
    methods: (feature) => ({
      read: (fail = false) =>
        callOrIdle(feature, 'idle', (impl) => impl.read(fail), 'Token Balance Unavailable'),
    }),
  })
  const deps = toastDeps()
  const loadFailed = deps.logger.error
  return { feature: create(deps), load, loadFailed, toast: deps.stores.toast }
}

describe('callOrIdle', () => {
  it('answers idle and toasts a chunk that failed to load; the next call loads it again', async () => {
    const { feature, load, loadFailed, toast } = flakyFeature(1)
    await expect(feature.read()).resolves.toBe('idle')
    expect(loadFailed).toHaveBeenCalledWith('feature failed to load', {
      error: expect.any(TypeError),
    })
    expect(toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    await expect(feature.read()).resolves.toBe('read')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("passes the call's own rejection through, not as a failed load", async () => {
    const { feature, loadFailed } = flakyFeature(0)
    await expect(feature.read(true)).rejects.toThrow('no')
    expect(loadFailed).not.toHaveBeenCalled()
  })

  it('answers idle after dispose, even with the chunk on its way, and reports nothing', async () => {
    const { feature, loadFailed } = flakyFeature(0)
    const pending = feature.read()
    feature.dispose()
    await expect(pending).resolves.toBe('idle')
    await expect(feature.read()).resolves.toBe('idle')
    expect(loadFailed).not.toHaveBeenCalled()
  })

  it('without a toast, hands a failed load to the caller', async () => {
    let loaded = false
    const create = defineFeature({
      state: () => undefined,
      load: async (_deps: ReturnType<typeof toastDeps>) => {
        if (!loaded) throw new TypeError('offline')
        return { start: () => ({}) }
      },
      methods: (feature) => ({
        call: () => callOrIdle(feature, 'idle', async () => 'ok'),
      }),
    })
    const deps = toastDeps()
    const feature = create(deps)
    await expect(feature.call()).rejects.toThrow('offline')
    expect(deps.stores.toast.getState().open).toBe(false)
    loaded = true
    await expect(feature.call()).resolves.toBe('ok')
  })
})

describe('featureOff', () => {
  it('rejects with the catalogue error, naming the flag in its cause', async () => {
    const error = await featureOff('swaps').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AirlockError)
    expect(error).toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
    expect(String((error as AirlockError).cause)).toContain('features.swaps is off')
  })
})
