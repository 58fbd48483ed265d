/** The browser facts `isMobile` reads: a `window`, or a stand-in for one. */
export interface PlatformEnv {
  matchMedia?: ((query: string) => { matches: boolean }) | undefined
  navigator?: { userAgent?: string | undefined } | undefined
}

/** Phones and tablets whose primary pointer may still report fine (a stylus, an old WebView). */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i

/**
 * SPEC §2: mobile is a coarse primary pointer (a finger) or a mobile user
 * agent. Read when asked, never at import (a desktop window can become a
 * tablet one); false on the server, where there is no window.
 */
export function isMobile(env: PlatformEnv | undefined = globalThis.window): boolean {
  if (!env) return false
  const coarse = typeof env.matchMedia === 'function' && env.matchMedia('(pointer: coarse)').matches
  return coarse || MOBILE_USER_AGENT.test(env.navigator?.userAgent ?? '')
}
