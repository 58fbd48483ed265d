/**
 * What the SDK and the secure site agree on for social login outside the frame's
 * message table: the providers, where the secure site lists the enabled ones, the
 * popup's start page. There is no redirect flow (issue 22). Constants
 * only: the SDK's page-start code reads this file. The popup's message, its schema and
 * the timings are in messages/socialResult.ts, which loads with the flow.
 */

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Every way into the embedded wallet besides email: the OAuth providers, then Farcaster (SIWF). */
export const SIGN_IN_PROVIDERS = [...SOCIAL_PROVIDERS, 'farcaster'] as const
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number]

/** Each provider's name as people read it: the modal, the frame's cards, the secure site's mails. */
export const SIGN_IN_PROVIDER_LABELS: Readonly<Record<SignInProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/**
 * GET `<secure site>` + this → `{ providers }` (socialProvidersResponse): the providers
 * that have credentials on that site (and 'farcaster' when it signs in with Farcaster),
 * readable from any origin. The modal hides the others.
 */
export const SOCIAL_PROVIDERS_PATH = '/api/social/providers'

/**
 * The secure site's own page a social popup opens on, synchronously in the click
 * (Safari allows a popup only then), before the provider's URL is known. Relative to
 * the secure site URL (a deployment path prefix is kept). The SDK adds `?provider=…`;
 * GET_SOCIAL_REDIRECT_URI then answers this page with `?flow=<id>`, where the popup goes.
 */
export const SOCIAL_START_PATH = '/social/start'

/** How long a completed sign-in can be redeemed after the provider's callback (by its frame, once). */
export const SOCIAL_RESULT_TTL_S = 120

/**
 * How the secure site's refusal starts when a provider's verified address names a wallet
 * and this device was never approved for it: the rest says where the approval link went
 * and what to do next, so the SDK shows that message itself, not a generic failure.
 */
export const SOCIAL_JOIN_APPROVAL_LEAD = 'This email already has a wallet.'
