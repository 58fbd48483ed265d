/**
 * What the device-approval page calls the device that asked: browser, major version
 * and system, read from the user agent when the login started ("Chrome 140 on
 * Linux"). Only names from bowser's own tables are shown: its generic fallback would
 * echo whatever a user agent claims, and a label is something a user decides on.
 */
import Bowser from 'bowser'

export const UNKNOWN_DEVICE = 'Unknown browser on an unknown system'

const BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP).filter((name) => name !== 'Generic'))
const SYSTEMS = new Set(Object.values(Bowser.OS_MAP))
const KINDS: Record<string, string> = { mobile: 'phone', tablet: 'tablet', tv: 'TV' }
/** Longer user agents are not real browsers; parsing them only costs time. */
const MAX_USER_AGENT = 512

export function deviceLabel(userAgent: string | null | undefined): string {
  const text = userAgent?.trim()
  if (!text || text.length > MAX_USER_AGENT) return UNKNOWN_DEVICE
  const { browser, os, platform } = Bowser.parse(text)
  const name = browser.name && BROWSERS.has(browser.name) ? browser.name : 'Unknown browser'
  const major = name === 'Unknown browser' ? undefined : /^\d{1,4}/.exec(browser.version ?? '')?.[0]
  const system = os.name && SYSTEMS.has(os.name) ? os.name : 'an unknown system'
  const kind = platform.type ? KINDS[platform.type] : undefined
  return `${name}${major ? ` ${major}` : ''} on ${system}${kind ? ` (${kind})` : ''}`
}
