import { SOCIAL_START_PATH } from '@airlock/protocol'
import type { SocialProvider } from '../../connectors/auth/authConnector'

/**
 * Opens the sign-in popup on the secure site's loading page
 * (`<secure site>/social/start?provider=…`, a deployment path prefix kept), centred on
 * this window. Must run in the click's own turn (Safari allows a popup only there), so
 * before any await. Null when the browser blocked it (the redirect flow then) or
 * there is no window. Not `noopener`: the callback page answers through `window.opener`.
 */
export function openSocialPopup(secureSiteUrl: string, provider: SocialProvider): Window | null {
  if (typeof window === 'undefined') return null
  const url = new URL(secureSiteUrl)
  url.pathname = url.pathname.replace(/\/+$/, '') + SOCIAL_START_PATH
  url.search = `?provider=${provider}`
  url.hash = ''
  const left = Math.max(0, screenX + (outerWidth - 500) / 2)
  const top = Math.max(0, screenY + (outerHeight - 640) / 2)
  try {
    return window.open(
      url.href,
      'airlock-social',
      `popup,width=500,height=640,left=${left},top=${top}`,
    )
  } catch {
    // Some embedded browsers throw instead of returning null.
    return null
  }
}
