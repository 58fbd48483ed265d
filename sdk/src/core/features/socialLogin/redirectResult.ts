import { MAX_STRING_LENGTH, SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM } from '@airlock/protocol'

/** What the secure site put in the URL it sent the browser back to. */
export type SocialRedirectResult = { handle: string } | { error: string }

const usable = (value: string | null): value is string =>
  value !== null && value.length > 0 && value.length <= MAX_STRING_LENGTH

const fragmentOf = (href: string) => new URLSearchParams(new URL(href).hash.slice(1))

/**
 * The redirect flow's result in the fragment of `href` (SOCIAL_RESULT_PARAM, else
 * SOCIAL_ERROR_PARAM), and `href` without that fragment, to put back in the address bar:
 * a handle must not stay in the history, a bookmark or a shared link. (The secure site's
 * fragment replaced any the page had.)
 */
export function readSocialRedirectResult(href: string): {
  result: SocialRedirectResult | undefined
  cleanUrl: string
} {
  const fragment = fragmentOf(href)
  const handle = fragment.get(SOCIAL_RESULT_PARAM)
  const error = fragment.get(SOCIAL_ERROR_PARAM)
  const url = new URL(href)
  if (hasSocialRedirectParams(href)) url.hash = ''
  const result = usable(handle) ? { handle } : usable(error) ? { error } : undefined
  return { result, cleanUrl: url.toString() }
}

/** Whether `href` carries a result (either parameter, even an unusable one, which is removed too). */
export function hasSocialRedirectParams(href: string): boolean {
  const fragment = fragmentOf(href)
  return fragment.has(SOCIAL_RESULT_PARAM) || fragment.has(SOCIAL_ERROR_PARAM)
}
