/**
 * What the SDK and the secure site agree on for social login outside the frame's
 * message table: the popup's loading page, the popup's one message to its opener,
 * and the query parameters of the full-page redirect flow. Constants only here (the
 * SDK reads them at page start); the popup message's schema is in
 * messages/socialResult.ts.
 */

/**
 * The secure site's own page a social popup opens on, synchronously in the click
 * (Safari allows a popup only then), before the provider's URL is known. Relative to
 * the secure site URL (a deployment path prefix is kept). The SDK adds `?provider=…`.
 */
export const SOCIAL_START_PATH = '/social/start'

/**
 * Popup flow: no result from the popup this long after the SDK sent it to the
 * provider ends the attempt (SPEC §9: social 30 s).
 */
export const SOCIAL_RESULT_TIMEOUT_MS = 30_000

/** How often the SDK looks whether the user closed the popup. */
export const SOCIAL_POPUP_POLL_MS = 500

/**
 * Redirect flow (popups blocked): the secure site sends the browser back to the
 * GET_SOCIAL_REDIRECT_URI request's `returnTo` with one of these query parameters:
 * the result handle, or the reason the sign-in failed.
 */
export const SOCIAL_RESULT_PARAM = 'airlock_social_result'
export const SOCIAL_ERROR_PARAM = 'airlock_social_error'

/** `type` of the popup's message to `window.opener`: a result handle, or an error. */
export const SOCIAL_RESULT_TYPE = 'airlock:social-result'
export const SOCIAL_ERROR_TYPE = 'airlock:social-error'

/** The host's messages for an attempt that ended without a result. */
export const SOCIAL_POPUP_CLOSED_MESSAGE = 'The sign-in window was closed before sign-in finished'
export const SOCIAL_TIMEOUT_MESSAGE =
  'Sign-in timed out: no answer from the sign-in window in 30 seconds'
