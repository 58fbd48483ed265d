import { afterEach, describe, expect, it, vi } from 'vitest'
import { SECURE_ORIGIN } from '../../testing/fakeFrame'
import { installFrameBusHarness } from '../../testing/frameBusHarness'

const h = installFrameBusHarness()
const LOAD_FAILED = 'Network Error - Could not load embedded wallet'
const REFUSED = 'The secure site refuses this origin'

describe('frame bus: asking why READY is late', () => {
  it('asks after 2 s without READY and fails at once with the answer, long before 20 s', async () => {
    const diagnose = vi.fn(async () => REFUSED)
    h.setup({ diagnose })
    const queued = h.bus.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const assertion = expect(queued).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: REFUSED,
    })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(diagnose).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    expect(diagnose).toHaveBeenCalledOnce()
    expect(h.bus.status).toBe('failed')
    expect(h.onError).toHaveBeenCalledOnce()
    expect(h.onError.mock.calls[0]?.[0]).toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: REFUSED,
    })
    // Later requests fail as a failed frame's do; the READY clock is gone with it.
    await expect(h.bus.request('GET_CHAIN_ID', {})).rejects.toMatchObject({ message: LOAD_FAILED })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(h.onError).toHaveBeenCalledOnce()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('asks at half of a shorter ready timeout', async () => {
    const diagnose = vi.fn(async () => undefined)
    h.setup({ diagnose, timeouts: { readyMs: 3_000 } })
    await vi.advanceTimersByTimeAsync(1_499)
    expect(diagnose).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(diagnose).toHaveBeenCalledOnce()
  })

  it('without an answer (allowed, busy, unreadable) it waits for READY as before', async () => {
    h.setup({ diagnose: async () => undefined })
    const queued = h.bus.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const assertion = expect(queued).rejects.toThrow(LOAD_FAILED)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(h.bus.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    await assertion
  })

  it('a diagnosis that rejects is no diagnosis', async () => {
    h.setup({ diagnose: () => Promise.reject(new Error('boom')) })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(h.bus.status).toBe('loading')
  })

  it('never asks when READY comes in time, and an answer after READY changes nothing', async () => {
    const early = vi.fn(async () => REFUSED)
    h.setup({ diagnose: early })
    h.frame.ready()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(early).not.toHaveBeenCalled()
    expect(h.bus.status).toBe('ready')

    let answer: (message: string) => void = () => {}
    let signal: AbortSignal | undefined
    h.setup({
      diagnose: (abort) => {
        signal = abort
        return new Promise((resolve) => {
          answer = resolve
        })
      },
    })
    await vi.advanceTimersByTimeAsync(2_000)
    h.frame.ready()
    expect(signal?.aborted).toBe(true)
    answer(REFUSED)
    await vi.advanceTimersByTimeAsync(500)
    expect(h.bus.status).toBe('ready')
    expect(h.onError).not.toHaveBeenCalled()
  })

  it('destroy aborts a diagnosis in flight', async () => {
    let signal: AbortSignal | undefined
    h.setup({
      diagnose: (abort) => {
        signal = abort
        return new Promise(() => {})
      },
    })
    await vi.advanceTimersByTimeAsync(2_000)
    h.bus.destroy()
    expect(signal?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  describe("by default, for the iframe URL's projectId", () => {
    afterEach(() => vi.unstubAllGlobals())

    it("asks the secure site about this page's origin, and fails naming it", async () => {
      const fetch = vi.fn(
        async (_input: RequestInfo | URL, _init?: RequestInit) =>
          new Response(JSON.stringify({ allowed: false, knownProject: true })),
      )
      vi.stubGlobal('fetch', fetch)
      h.setup({ diagnose: undefined })
      await vi.advanceTimersByTimeAsync(2_000)
      expect(String(fetch.mock.calls[0]?.[0])).toBe(
        `${SECURE_ORIGIN}/api/project/origin-check?projectId=demo`,
      )
      expect(h.bus.status).toBe('failed')
      expect(h.onError.mock.calls[0]?.[0]?.message).toContain(
        `does not allow ${window.location.origin} to embed project "demo"`,
      )
    })
  })
})
