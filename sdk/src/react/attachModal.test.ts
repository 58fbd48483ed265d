import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirlockInstance } from '../core/createAirlock'
import { createTestAirlock } from '../core/testing/airlockHarness'

// Stands in for the modal chunk: counts when it is imported and what it mounts.
const chunk = vi.hoisted(() => ({ imports: 0, mounts: 0, unmounts: 0 }))
vi.mock('./mountModal', () => {
  chunk.imports++
  return {
    mountModal: () => {
      chunk.mounts++
      return { host: document.createElement('div'), unmount: () => chunk.unmounts++ }
    },
  }
})

let airlock: AirlockInstance

beforeEach(() => {
  vi.useFakeTimers()
  airlock = createTestAirlock()
})

afterEach(() => {
  airlock.destroy()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

// Runs first: the module cache is per file, so nothing has imported the chunk yet.
describe('the lazy modal', () => {
  it('is not imported with @airlock/sdk/react, nor on attach, only on the first open', async () => {
    const react = await import('./index')
    expect(chunk.imports).toBe(0)
    const detach = react.attachModal(airlock)
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(chunk.imports).toBe(0)
    expect(chunk.mounts).toBe(0)
    airlock.open()
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(chunk.imports).toBe(1)
    expect(chunk.mounts).toBe(1)
    airlock.close()
    airlock.open()
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(chunk.mounts).toBe(1)
    detach()
    expect(chunk.unmounts).toBe(1)
  })

  it('mounts once per instance however often it is attached; the last detach removes it', async () => {
    const { attachModal } = await import('./attachModal')
    const before = { ...chunk }
    const first = attachModal(airlock)
    const second = attachModal(airlock)
    airlock.open()
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(chunk.mounts - before.mounts).toBe(1)
    first()
    first()
    expect(chunk.unmounts - before.unmounts).toBe(0)
    second()
    expect(chunk.unmounts - before.unmounts).toBe(1)
  })

  it('also loads for a toast shown before any open (a frame that failed at start)', async () => {
    const { attachModal } = await import('./attachModal')
    const before = chunk.mounts
    const detach = attachModal(airlock)
    airlock.stores.toast.getState().showError('Network Error - Could not load embedded wallet')
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(chunk.mounts - before).toBe(1)
    detach()
  })

  it('prefetchModal imports the chunk without mounting anything', async () => {
    const { prefetchModal } = await import('./loadModal')
    const before = chunk.mounts
    prefetchModal()
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(chunk.imports).toBe(1)
    expect(chunk.mounts).toBe(before)
  })
})

describe('prefetchModal', () => {
  it('also starts the wallet list of each instance whose modal is attached, and of no other', async () => {
    const { prefetchModal } = await import('./loadModal')
    const { attachModal } = await import('./attachModal')
    const other = createTestAirlock()
    const attachedPrefetch = vi.spyOn(airlock.walletCatalog, 'prefetch')
    const otherPrefetch = vi.spyOn(other.walletCatalog, 'prefetch')
    const detach = attachModal(airlock)
    prefetchModal()
    expect(attachedPrefetch).toHaveBeenCalledTimes(1)
    expect(otherPrefetch).not.toHaveBeenCalled()
    detach()
    prefetchModal()
    expect(attachedPrefetch).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTimeAsync(0))
    other.destroy()
  })
})

describe('the idle prefetch', () => {
  it('on attach, asks for the first idle moment (within 2 s) to prefetch the modal and its wallets', async () => {
    const idle = vi.fn<(run: () => void, options?: { timeout?: number }) => number>(() => 1)
    vi.stubGlobal('requestIdleCallback', idle)
    const { attachModal } = await import('./attachModal')
    const prefetch = vi.spyOn(airlock.walletCatalog, 'prefetch')
    const detach = attachModal(airlock)
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 })
    expect(prefetch).not.toHaveBeenCalled()
    idle.mock.calls[0]?.[0]()
    expect(prefetch).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(chunk.mounts).toBe(chunk.unmounts)
    detach()
    vi.unstubAllGlobals()
  })
})
