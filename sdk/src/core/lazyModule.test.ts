import { describe, expect, it, vi } from 'vitest'
import { lazyModule } from './lazyModule'

describe('lazyModule', () => {
  it('loads once and shares the promise between callers', async () => {
    const load = vi.fn(async () => ({ answer: 42 }))
    const lazy = lazyModule(load)
    const [first, second] = await Promise.all([lazy.load(), lazy.load()])
    expect(first).toBe(second)
    expect(await lazy.load()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers loaded() only once the load has settled, and never starts one', async () => {
    const load = vi.fn(async () => 'module')
    const lazy = lazyModule(load)
    expect(lazy.loaded()).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    const pending = lazy.load()
    expect(lazy.loaded()).toBeUndefined()
    await pending
    expect(lazy.loaded()).toBe('module')
  })

  it('forgets a failed load, so the next call retries', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('module')
    const lazy = lazyModule(load)
    await expect(lazy.load()).rejects.toThrow('chunk failed')
    expect(lazy.loaded()).toBeUndefined()
    await expect(lazy.load()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('answers started() with the load under way, without starting one', async () => {
    const lazy = lazyModule(async () => 'module')
    expect(lazy.started()).toBeUndefined()
    const pending = lazy.load()
    expect(lazy.started()).toBe(pending)
    await pending
  })

  it('keeps a falsy value as loaded', async () => {
    const lazy = lazyModule(async () => 0)
    await lazy.load()
    expect(lazy.loaded()).toBe(0)
  })
})
