import * as z from 'zod/mini'
import { SIGN_IN_PROVIDERS } from '../social'

/**
 * How the host waits for a social sign-in (issue 22): the result never passes through
 * the host. After GET_SOCIAL_REDIRECT_URI it sends CONNECT_SOCIAL { uri }; the frame
 * waits for the flow (polling its server) at most SOCIAL_CONNECT_WAIT_MS, below the
 * host's 30 s request timeout, and then answers SOCIAL_PENDING_MESSAGE as an error:
 * the host asks again, until a result, a refusal, SOCIAL_FLOW_LIFETIME_MS, or Cancel.
 */
export const SOCIAL_CONNECT_WAIT_MS = 20_000

/** The frame's answer to CONNECT_SOCIAL while the provider has not answered yet. */
export const SOCIAL_PENDING_MESSAGE = 'Social sign-in is still in progress'

/** The secure site keeps a flow open this long (10 minutes); the host gives up after it. */
export const SOCIAL_FLOW_LIFETIME_MS = 10 * 60_000

/** How often the SDK looks whether the user closed the popup. */
export const SOCIAL_POPUP_POLL_MS = 500

/** The host's messages for an attempt that ended without a result. */
export const SOCIAL_POPUP_CLOSED_MESSAGE = 'The sign-in window was closed before sign-in finished'
export const SOCIAL_TIMEOUT_MESSAGE = 'Sign-in timed out: start again from the app'
/** `{provider}`: the provider's label. There is no full-page fallback (issue 22). */
export const SOCIAL_POPUP_BLOCKED_MESSAGE =
  'Pop-ups are blocked. Allow pop-ups for this site to continue with {provider}.'

/** The answer of GET SOCIAL_PROVIDERS_PATH: the providers enabled on the secure site. */
export const socialProvidersResponse = z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) })
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponse>
