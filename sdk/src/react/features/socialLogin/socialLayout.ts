import type { SocialOption } from '../../../core/stores/optionsStore'

/** Icon buttons under the first social's wide button; with more socials, the last slot is "More". */
export const SOCIAL_ICON_SLOTS = 4

export interface SocialLayout {
  /** The wide "Continue with …" button. */
  first: SocialOption | undefined
  /** The row of icon buttons, in order. */
  icons: SocialOption[]
  /** Behind "More", in order; empty when all fit. */
  more: SocialOption[]
}

/**
 * The Connect view's socials in `features.socials` order (each once), leaving out
 * the ones the secure site did not report as available, Farcaster included (`available`
 * undefined: it has not said, nothing is hidden).
 */
export function socialLayout(
  socials: readonly SocialOption[] | false,
  available: readonly SocialOption[] | undefined,
): SocialLayout {
  const shown = [...new Set(socials || [])].filter(
    (social) => !available || available.includes(social),
  )
  const [first, ...rest] = shown
  if (rest.length <= SOCIAL_ICON_SLOTS) return { first, icons: rest, more: [] }
  return {
    first,
    icons: rest.slice(0, SOCIAL_ICON_SLOTS - 1),
    more: rest.slice(SOCIAL_ICON_SLOTS - 1),
  }
}
