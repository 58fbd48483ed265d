import { MAX_STRING_LENGTH, SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM } from '@airlock/protocol'

/** What the secure site put in the URL it sent the browser back to. */
export type SocialRedirectResult = { handle: string } | { error: string }

const usable = (value: string | null): value is string =>
  value !== null && value.length > 0 && value.length <= MAX_STRING_LENGTH

/**
 * The redirect flow's result in `href` (SOCIAL_RESULT_PARAM, else SOCIAL_ERROR_PARAM),
 * and `href` without either, to put back in the address bar: a handle must not stay
 * in the history, a bookmark or a shared link.
 */
export function readSocialRedirectResult(href: string): {
  result: SocialRedirectResult | undefined
  cleanUrl: string
} {
  const url = new URL(href)
  const handle = url.searchParams.get(SOCIAL_RESULT_PARAM)
  const error = url.searchParams.get(SOCIAL_ERROR_PARAM)
  url.searchParams.delete(SOCIAL_RESULT_PARAM)
  url.searchParams.delete(SOCIAL_ERROR_PARAM)
  const result = usable(handle) ? { handle } : usable(error) ? { error } : undefined
  return { result, cleanUrl: url.toString() }
}

/** Whether `href` carries a result (either parameter, even an unusable one, which is removed too). */
export function hasSocialRedirectParams(href: string): boolean {
  const { searchParams } = new URL(href)
  return searchParams.has(SOCIAL_RESULT_PARAM) || searchParams.has(SOCIAL_ERROR_PARAM)
}
