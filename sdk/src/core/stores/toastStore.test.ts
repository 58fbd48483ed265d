import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore } from './toastStore'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toast store', () => {
  it('shows loading, success and error toasts', () => {
    const store = createToastStore()
    store.getState().showLoading('Sending')
    expect(store.getState()).toMatchObject({ open: true, message: 'Sending', variant: 'loading' })
    store.getState().hide()
    store.getState().showError(new Error('Invalid code'))
    expect(store.getState()).toMatchObject({
      open: true,
      message: 'Invalid code',
      variant: 'error',
    })
    store.getState().hide()
    store.getState().showError({})
    expect(store.getState().message).toBe('Something went wrong')
  })

  it('replaces an open toast after 150 ms', () => {
    const store = createToastStore()
    store.getState().showSuccess('Copied')
    store.getState().showError('Network Error - Could not load embedded wallet')
    expect(store.getState().open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(store.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(store.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Network Error - Could not load embedded wallet',
    })
  })

  it('hide and dispose cancel a pending re-show', () => {
    const store = createToastStore()
    store.getState().showSuccess('a')
    store.getState().showSuccess('b')
    store.getState().hide()
    vi.advanceTimersByTime(500)
    expect(store.getState().open).toBe(false)
    store.getState().showSuccess('c')
    store.getState().showSuccess('d')
    store.getState().dispose()
    expect(vi.getTimerCount()).toBe(0)
  })
})
