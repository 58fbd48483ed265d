import * as z from 'zod/mini'
import { MAX_STRING_LENGTH } from '../constants'

/**
 * Popup flow: no result from the popup this long after the SDK sent it to the
 * provider ends the attempt (SPEC §9: social 30 s).
 */
export const SOCIAL_RESULT_TIMEOUT_MS = 30_000

/** How often the SDK looks whether the user closed the popup. */
export const SOCIAL_POPUP_POLL_MS = 500

/** `type` of the popup's message to `window.opener`: a result handle, or an error. */
export const SOCIAL_RESULT_TYPE = 'airlock:social-result'
export const SOCIAL_ERROR_TYPE = 'airlock:social-error'

/** The host's messages for an attempt that ended without a result. */
export const SOCIAL_POPUP_CLOSED_MESSAGE = 'The sign-in window was closed before sign-in finished'
export const SOCIAL_TIMEOUT_MESSAGE =
  'Sign-in timed out: no answer from the sign-in window in 30 seconds'

const bounded = () => z.string().check(z.minLength(1), z.maxLength(MAX_STRING_LENGTH))

/**
 * The one message a social popup's callback page (on the secure origin) posts to
 * `window.opener`, with targetOrigin pinned to the dapp origin: the opaque result
 * handle that goes into CONNECT_SOCIAL `{ uri }`, or why sign-in failed (the user
 * declined at the provider, the exchange failed…). The SDK takes it only from the
 * secure origin and from the popup window it opened.
 */
export const socialPopupMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal(SOCIAL_RESULT_TYPE), handle: bounded() }),
  z.object({ type: z.literal(SOCIAL_ERROR_TYPE), message: bounded() }),
])

export type SocialPopupMessage = z.infer<typeof socialPopupMessage>

/** The message, or undefined for anything else (never throws). */
export function parseSocialPopupMessage(data: unknown): SocialPopupMessage | undefined {
  const result = socialPopupMessage.safeParse(data)
  return result.success ? result.data : undefined
}
