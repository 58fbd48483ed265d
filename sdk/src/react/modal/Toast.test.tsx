import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, type ToastStore } from '../../core/stores/toastStore'
import { Toast } from './Toast'

let store: ToastStore

beforeEach(() => {
  vi.useFakeTimers()
  store = createToastStore()
  render(<Toast store={store} />)
})

afterEach(() => {
  cleanup()
  store.getState().dispose()
  vi.useRealTimers()
})

describe('Toast', () => {
  it('announces an error as an alert and hides it after 3 s', async () => {
    await act(async () => store.getState().showError('Token Balance Unavailable'))
    expect(screen.getByRole('alert').textContent).toBe('Token Balance Unavailable')
    await act(async () => vi.advanceTimersByTimeAsync(2_999))
    expect(screen.queryByRole('alert')).not.toBeNull()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(store.getState().open).toBe(false)
  })

  it('a success is a status; a loading toast stays until replaced', async () => {
    await act(async () => store.getState().showLoading('Sending…'))
    await act(async () => vi.advanceTimersByTimeAsync(10_000))
    expect(screen.getByRole('status').textContent).toBe('Sending…')
    await act(async () => store.getState().showSuccess('Sent'))
    await act(async () => vi.advanceTimersByTimeAsync(150))
    expect(screen.getByRole('status').textContent).toBe('Sent')
  })
})
