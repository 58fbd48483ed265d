/**
 * Social login as the SDK and the secure site both know it, beside the frame messages
 * (GET_SOCIAL_REDIRECT_URI, CONNECT_SOCIAL):
 * - which providers a secure site has enabled: GET `<secure site>/api/social/providers`;
 * - the secure site's loading page, which the SDK opens in the click handler before the
 *   provider's URL is known, then navigates to it;
 * - what the callback page hands back: a message to the popup's opener (targetOrigin
 *   pinned to the dapp's origin), or, with no opener (popup blocked, full-page redirect),
 *   the dapp's URL with the result in its fragment. The result is an opaque handle that
 *   only the frame that started the flow can redeem (CONNECT_SOCIAL `{ uri: handle }`).
 */
import * as z from 'zod/mini'
import { shortString } from './messages/primitives'

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** GET `<secure site>` + this: which providers have credentials (CORS: any origin). */
export const SOCIAL_PROVIDERS_PATH = '/api/social/providers'
export const socialProvidersResponse = z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) })
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponse>

/** The secure site's loading page, opened synchronously in the click handler. */
export const SOCIAL_START_PATH = '/social/start'

/** Posted by the callback page to `window.opener`, targetOrigin = the dapp's origin. */
export const SOCIAL_RESULT_TYPE = '@airlock-social/RESULT'
export const socialResultMessage = z.union([
  z.object({ type: z.literal(SOCIAL_RESULT_TYPE), handle: shortString() }),
  z.object({ type: z.literal(SOCIAL_RESULT_TYPE), error: shortString() }),
])
export type SocialResultMessage = z.infer<typeof socialResultMessage>

/**
 * Redirect flow: the dapp URL comes back as `<url>#airlock-social-result=<handle>` or
 * `<url>#airlock-social-error=<message>` (URL-encoded); the fragment replaces any the
 * URL had, so it never reaches a server or a Referer.
 */
export const SOCIAL_RESULT_PARAM = 'airlock-social-result'
export const SOCIAL_ERROR_PARAM = 'airlock-social-error'

/** How long a result handle can be redeemed after the provider's callback. */
export const SOCIAL_RESULT_TTL_S = 120
