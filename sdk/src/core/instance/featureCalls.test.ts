import { AirlockError } from '@airlock/protocol'
import { describe, expect, it, vi } from 'vitest'
import { defineFeature } from '../features/defineFeature'
import { callOrIdle, featureOff, rethrow } from './featureCalls'

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
  const loadFailed = vi.fn()
  const create = defineFeature({
    state: () => undefined,
    load,
    methods: (feature) => ({
      read: (fail = false) => callOrIdle(feature, 'idle', loadFailed, (impl) => impl.read(fail)),
    }),
  })
  return { feature: create({}), load, loadFailed }
}

describe('callOrIdle', () => {
  it('answers idle and reports a chunk that failed to load; the next call loads it again', async () => {
    const { feature, load, loadFailed } = flakyFeature(1)
    await expect(feature.read()).resolves.toBe('idle')
    expect(loadFailed).toHaveBeenCalledWith(expect.any(TypeError))
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

  it('rethrow hands a failed load to the caller', async () => {
    let loaded = false
    const create = defineFeature({
      state: () => undefined,
      load: async () => {
        if (!loaded) throw new TypeError('offline')
        return { start: () => ({}) }
      },
      methods: (feature) => ({
        call: () => callOrIdle(feature, 'idle', rethrow, async () => 'ok'),
      }),
    })
    const feature = create({})
    await expect(feature.call()).rejects.toThrow('offline')
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
