/**
 * Test double of a social sign-in popup: a window-like object that records where it
 * is sent and can be closed (by the user, or as a provider page with COOP makes it look
 * to its opener). Tests only.
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
