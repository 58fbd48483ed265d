/**
 * Test double of a social sign-in popup: a window-like object that records where it
 * is sent and can be closed, and a way to deliver a message to the opener as if a
 * given window at a given origin had posted it. Tests only.
 */
import { vi } from 'vitest'

export interface FakePopup {
  readonly window: Window
  readonly href: () => string
  /** The user closes it (or the page closes itself). */
  closeByUser(): void
  readonly close: ReturnType<typeof vi.fn>
}

export function fakePopup(href = 'https://wallet.example/social/start?provider=google'): FakePopup {
  const state = { closed: false, location: { href } }
  const close = vi.fn(() => {
    state.closed = true
  })
  const popup = {
    get closed() {
      return state.closed
    },
    close,
    location: state.location,
  }
  return {
    window: popup as unknown as Window,
    href: () => state.location.href,
    closeByUser: () => {
      state.closed = true
    },
    close,
  }
}

/**
 * A `message` event on `target` from `source` at `origin`. jsdom only takes real
 * windows as a MessageEvent source, so the source is set on the event itself.
 */
export function postToOpener(
  data: unknown,
  { origin, source, target = window }: { origin: string; source: unknown; target?: Window },
): void {
  const event = new MessageEvent('message', { data, origin })
  Object.defineProperty(event, 'source', { value: source })
  target.dispatchEvent(event)
}
