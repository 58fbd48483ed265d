import * as z from 'zod/mini'
import { MAX_STRING_LENGTH } from '../constants'
import { SOCIAL_ERROR_TYPE, SOCIAL_RESULT_TYPE } from '../social'

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
