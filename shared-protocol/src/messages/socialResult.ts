import * as z from 'zod/mini'
import { MAX_STRING_LENGTH } from '../constants'
import { SIGN_IN_PROVIDERS } from '../social'

/**
 * Popup flow: no result from the popup this long after the SDK sent it to the
 * provider ends the attempt (SPEC §9: social 30 s).
 */
export const SOCIAL_RESULT_TIMEOUT_MS = 30_000

/** How often the SDK looks whether the user closed the popup. */
export const SOCIAL_POPUP_POLL_MS = 500

/** `type` of the popup's message to `window.opener`: with a result handle, or an error. */
export const SOCIAL_RESULT_TYPE = '@airlock-social/RESULT'

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
export const socialResultMessage = z.union([
  z.object({ type: z.literal(SOCIAL_RESULT_TYPE), handle: bounded() }),
  z.object({ type: z.literal(SOCIAL_RESULT_TYPE), error: bounded() }),
])

export type SocialResultMessage = z.infer<typeof socialResultMessage>

/** The message, or undefined for anything else (never throws). */
export function parseSocialResultMessage(data: unknown): SocialResultMessage | undefined {
  const result = socialResultMessage.safeParse(data)
  return result.success ? result.data : undefined
}

/** The answer of GET SOCIAL_PROVIDERS_PATH: the providers enabled on the secure site. */
export const socialProvidersResponse = z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) })
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponse>
