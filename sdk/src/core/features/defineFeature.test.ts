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

describe('defineFeature: a shared chunk', () => {
  function sharedFeature() {
    const starts: string[] = []
    const load = vi.fn(async () => ({
      start: (deps: { name: string }) => {
        starts.push(deps.name)
        return { hello: () => `hello ${deps.name}`, dispose: vi.fn() }
      },
    }))
    const create = defineFeature({
      state: () => undefined,
      load: () => load(),
      sharedChunk: true,
      methods: ({ use, loaded }) => ({
        hello: () => use((impl) => impl.hello()),
        impl: loaded,
      }),
    })
    return { create, load, starts }
  }

  it('is loaded once for every instance; another instance then starts in the caller’s turn', async () => {
    const { create, load, starts } = sharedFeature()
    await expect(create({ name: 'first' }).hello()).resolves.toBe('hello first')
    const second = create({ name: 'second' })
    expect(starts).toEqual(['first'])
    const answer = second.hello()
    expect(starts).toEqual(['first', 'second'])
    await expect(answer).resolves.toBe('hello second')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preload() loads it for the instances to come, starting none', async () => {
    const { create, starts } = sharedFeature()
    await create.preload()
    expect(starts).toEqual([])
    const feature = create({ name: 'late' })
    void feature.hello()
    expect(starts).toEqual(['late'])
  })

  it('starts nothing for an instance destroyed before its first call', async () => {
    const { create, starts } = sharedFeature()
    await create.preload()
    const feature = create({ name: 'gone' })
    feature.dispose()
    await expect(feature.hello()).rejects.toThrow('Request was aborted')
    expect(starts).toEqual([])
  })

  it('disposes an implementation started in the caller’s turn at once', async () => {
    const { create } = sharedFeature()
    await create.preload()
    const feature = create({ name: 'now' })
    await feature.hello()
    const impl = feature.impl()
    feature.dispose()
    expect(impl?.dispose).toHaveBeenCalledTimes(1)
  })

  it('without it, each instance loads (and waits for) its own, as a load taking its deps must', async () => {
    const load = vi.fn(async (deps: { ready: Promise<void> }) => {
      await deps.ready
      return { start: () => ({ ping: () => 'pong' }) }
    })
    const create = defineFeature({
      state: () => undefined,
      load,
      methods: ({ use }) => ({ ping: () => use((impl) => impl.ping()) }),
    })
    await create({ ready: Promise.resolve() }).ping()
    let release = () => {}
    const second = create({ ready: new Promise<void>((resolve) => (release = resolve)) })
    let answered = false
    const ping = second.ping().then(() => {
      answered = true
    })
    await Promise.resolve()
    expect(answered).toBe(false)
    release()
    await ping
    expect(load).toHaveBeenCalledTimes(2)
  })
})
