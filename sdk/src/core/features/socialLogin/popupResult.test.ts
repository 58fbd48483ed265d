import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakePopup, postToOpener } from './fakePopup'
import { watchSocialPopup } from './popupResult'

const ORIGIN = 'https://wallet.example'
const RESULT = { type: '@airlock-social/RESULT', handle: 'handle-1' }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function watch(signal = new AbortController().signal) {
  const popup = fakePopup()
  const watcher = watchSocialPopup({ popup: popup.window, origin: ORIGIN, window, signal })
  const outcome = watcher.result.then(
    (message) => ({ message }),
    (error: Error) => ({ error: error.message }),
  )
  return { popup, watcher, outcome }
}

/** Whether `promise` has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('the social popup watch', () => {
  it('takes the result from the secure origin and the popup it opened', async () => {
    const { popup, outcome } = watch()
    postToOpener(RESULT, { origin: ORIGIN, source: popup.window })
    await expect(outcome).resolves.toEqual({ message: RESULT })
  })

  it('takes an error the popup reports', async () => {
    const { popup, outcome } = watch()
    const error = { type: '@airlock-social/RESULT', error: 'Access denied' }
    postToOpener(error, { origin: ORIGIN, source: popup.window })
    await expect(outcome).resolves.toEqual({ message: error })
  })

  it('ignores the same message from another origin', async () => {
    const { popup, outcome } = watch()
    postToOpener(RESULT, { origin: 'https://evil.example', source: popup.window })
    postToOpener(RESULT, { origin: 'http://wallet.example', source: popup.window })
    expect(await settled(outcome)).toBe(false)
    postToOpener(RESULT, { origin: ORIGIN, source: popup.window })
    await expect(outcome).resolves.toEqual({ message: RESULT })
  })

  it('ignores the same message from another window of the secure origin', async () => {
    const { popup, outcome } = watch()
    const other = fakePopup()
    postToOpener(RESULT, { origin: ORIGIN, source: other.window })
    postToOpener(RESULT, { origin: ORIGIN, source: window })
    postToOpener(RESULT, { origin: ORIGIN, source: null })
    expect(await settled(outcome)).toBe(false)
    postToOpener({ ...RESULT, handle: 'handle-2' }, { origin: ORIGIN, source: popup.window })
    await expect(outcome).resolves.toEqual({ message: { ...RESULT, handle: 'handle-2' } })
  })

  it('ignores messages that are not a result', async () => {
    const { popup, outcome } = watch()
    for (const junk of [
      { type: '@w3m-frame/READY' },
      { type: '@airlock-social/RESULT', handle: '' },
      { type: '@airlock-social/RESULT', handle: 7 },
      '@airlock-social/RESULT',
      null,
    ])
      postToOpener(junk, { origin: ORIGIN, source: popup.window })
    expect(await settled(outcome)).toBe(false)
  })

  it('ends when the user closes the popup', async () => {
    const { popup, outcome } = watch()
    popup.closeByUser()
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(outcome).resolves.toEqual({
      error: 'The sign-in window was closed before sign-in finished',
    })
  })

  it('lets a result posted just before the popup closed itself win', async () => {
    const { popup, outcome } = watch()
    await vi.advanceTimersByTimeAsync(400)
    popup.closeByUser()
    // One poll sees it closed; the result, queued before, arrives before the next.
    await vi.advanceTimersByTimeAsync(100)
    postToOpener(RESULT, { origin: ORIGIN, source: popup.window })
    await expect(outcome).resolves.toEqual({ message: RESULT })
  })

  it('ends 30 s after the clock starts without a result, not before', async () => {
    const { watcher, outcome } = watch()
    // Before the clock starts (waiting for the provider's URL) there is no limit of its own.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await settled(outcome)).toBe(false)
    watcher.startClock(30_000)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(await settled(outcome)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toEqual({
      error: 'Sign-in timed out: no answer from the sign-in window in 30 seconds',
    })
  })

  it('ends when the attempt is aborted, and stop settles it too', async () => {
    const controller = new AbortController()
    const first = watch(controller.signal)
    controller.abort()
    await expect(first.outcome).resolves.toEqual({ error: 'Request was aborted' })
    const second = watch()
    second.watcher.stop()
    await expect(second.outcome).resolves.toEqual({ error: 'Request was aborted' })
  })

  it('leaves no timer once settled, and a later message changes nothing', async () => {
    const { popup, outcome } = watch()
    postToOpener(RESULT, { origin: ORIGIN, source: popup.window })
    await outcome
    expect(vi.getTimerCount()).toBe(0)
    postToOpener({ ...RESULT, handle: 'late' }, { origin: ORIGIN, source: popup.window })
    await expect(outcome).resolves.toEqual({ message: RESULT })
  })
})
