import { describe, expect, it, vi } from 'vitest'
import { defineFeature } from './defineFeature'

function counterFeature() {
  const load = vi.fn(async () => ({ start }))
  function start(deps: { step: number }, state: { count: number }) {
    return {
      add: () => {
        state.count += deps.step
        return state.count
      },
      dispose: vi.fn(),
    }
  }
  const create = defineFeature({
    state: () => ({ count: 0 }),
    load,
    methods: ({ state, use }) => ({
      count: () => state.count,
      add: () => use((impl) => impl.add()),
    }),
  })
  return { create, load }
}

describe('defineFeature', () => {
  it('creates the state at once and loads the implementation only on first use, once', async () => {
    const { create, load } = counterFeature()
    const feature = create({ step: 2 })
    expect(feature.count()).toBe(0)
    expect(load).not.toHaveBeenCalled()
    await expect(Promise.all([feature.add(), feature.add()])).resolves.toEqual([2, 4])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('runs a call in the same turn once the implementation has loaded', async () => {
    const { create } = counterFeature()
    const feature = create({ step: 1 })
    await feature.add()
    void feature.add()
    expect(feature.count()).toBe(2)
  })

  it('forgets a failed load: the call rejects and the next one retries', async () => {
    const start = (_deps: unknown, state: { count: number }) => ({ add: () => ++state.count })
    const load = vi
      .fn<() => Promise<{ start: typeof start }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ start })
    const feature = defineFeature({
      state: () => ({ count: 0 }),
      load,
      methods: ({ use }) => ({ add: () => use((impl) => impl.add()) }),
    })({})
    await expect(feature.add()).rejects.toThrow('chunk failed')
    await expect(feature.add()).resolves.toBe(1)
  })

  it('turns a throw of the implementation into a rejection', async () => {
    const feature = defineFeature({
      state: () => undefined,
      load: async () => ({
        start: () => ({
          fail: (): number => {
            throw new Error('bad input')
          },
        }),
      }),
      methods: ({ use }) => ({ fail: () => use((impl) => impl.fail()) }),
    })({})
    await expect(feature.fail()).rejects.toThrow('bad input')
    await expect(feature.fail()).rejects.toThrow('bad input')
  })

  it('after dispose: rejects calls as aborted, runs the cleanups and disposes the implementation', async () => {
    const dispose = vi.fn()
    const cleanup = vi.fn()
    const feature = defineFeature({
      state: () => undefined,
      load: async () => ({ start: () => ({ ping: () => 'pong', dispose }) }),
      methods: ({ use, onDispose }) => {
        onDispose(cleanup)
        return { ping: () => use((impl) => impl.ping()) }
      },
    })({})
    await expect(feature.ping()).resolves.toBe('pong')
    feature.dispose()
    feature.dispose()
    await Promise.resolve()
    expect(cleanup).toHaveBeenCalledTimes(1)
    expect(dispose).toHaveBeenCalledTimes(1)
    await expect(feature.ping()).rejects.toThrow('Request was aborted')
  })

  it('never starts an implementation whose chunk arrives after the instance was destroyed', async () => {
    const start = vi.fn(() => ({ dispose: vi.fn() }))
    let arrive: (module: { start: typeof start }) => void = () => {}
    const feature = defineFeature({
      state: () => undefined,
      load: () => new Promise<{ start: typeof start }>((resolve) => (arrive = resolve)),
      methods: ({ preload, use }) => ({ preload, ping: () => use(() => 'pong') }),
    })({})
    feature.preload()
    const call = feature.ping()
    feature.dispose()
    arrive({ start })
    await expect(call).rejects.toThrow('Request was aborted')
    expect(start).not.toHaveBeenCalled()
  })
})
