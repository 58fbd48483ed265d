import { SOCIAL_POPUP_POLL_MS } from '@airlock/protocol'

/**
 * Calls `onClosed` once the popup looks closed: `popup.closed` seen on two polls in a
 * row (no event tells the opener). "Looks": a provider page with
 * Cross-Origin-Opener-Policy severs the opener, and then `closed` reads true for a
 * window that is still open — so after the popup went to the start page this is only a
 * hint, never the end of the attempt (socialLogin.impl.ts). Returns the stop function.
 */
export function watchPopupClosed(
  popup: Window,
  onClosed: () => void,
  pollMs: number = SOCIAL_POPUP_POLL_MS,
): () => void {
  let closedBefore = false
  const poll = setInterval(() => {
    const closed = popup.closed
    if (closed && closedBefore) {
      clearInterval(poll)
      onClosed()
    }
    closedBefore = closed
  }, pollMs)
  return () => clearInterval(poll)
}
