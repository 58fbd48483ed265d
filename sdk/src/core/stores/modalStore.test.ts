import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createModalStore } from './modalStore'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('modal store', () => {
  it('opens, closes and shows loading', () => {
    const store = createModalStore()
    expect(store.getState()).toMatchObject({ open: false, loading: false, shake: false })
    store.getState().setOpen(true)
    store.getState().setLoading(true)
    expect(store.getState()).toMatchObject({ open: true, loading: true })
  })

  it('shakes for 500 ms', () => {
    const store = createModalStore()
    store.getState().shakeModal()
    expect(store.getState().shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(store.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.getState().shake).toBe(false)
  })

  it('dispose clears the shake timer', () => {
    const store = createModalStore()
    store.getState().shakeModal()
    store.getState().dispose()
    expect(vi.getTimerCount()).toBe(0)
  })
})
