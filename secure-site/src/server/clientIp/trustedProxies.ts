/**
 * Which proxy headers may name the client (AIRLOCK_TRUSTED_PROXIES). Believing a
 * header that no proxy of ours overwrites lets any client pick its own IP, and with it
 * a fresh rate-limit bucket per request; so nothing is believed unless configured.
 */

export type TrustedProxies =
  /** No proxy: the TCP peer, as scripts/start.mjs hands it to the app. */
  | { kind: 'socket' }
  /** Vercel: `x-real-ip`, which Vercel sets (it also overwrites X-Forwarded-For). */
  | { kind: 'vercel' }
  /** `hops` proxies of ours append to X-Forwarded-For: the client is that many from the right. */
  | { kind: 'hops'; hops: number }
  /** One header, set by the proxy in front, holds the client address (cf-connecting-ip…). */
  | { kind: 'header'; header: string }

export const TRUSTED_PROXIES_VARIABLE = 'AIRLOCK_TRUSTED_PROXIES'

const MAX_HOPS = 10
const HEADER_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/

const USAGE = `${TRUSTED_PROXIES_VARIABLE} must be none, vercel, a number of proxy hops (1-${MAX_HOPS}) or header:<name>`

/**
 * Parses the variable; `onVercel` (VERCEL=1, set by the platform) makes `vercel` the
 * default, since there the socket peer is always Vercel's own proxy.
 */
export function parseTrustedProxies(
  text: string | undefined,
  onVercel: boolean,
  problems: string[],
): TrustedProxies {
  if (text === undefined) return onVercel ? { kind: 'vercel' } : { kind: 'socket' }
  const value = text.toLowerCase()
  if (value === 'none') return { kind: 'socket' }
  if (value === 'vercel') return { kind: 'vercel' }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops >= 1 && hops <= MAX_HOPS) return { kind: 'hops', hops }
  }
  const header = /^header:(.*)$/.exec(value)?.[1]?.trim()
  if (header !== undefined && HEADER_NAME.test(header)) return { kind: 'header', header }
  problems.push(`${USAGE}, got "${text.slice(0, 40)}"`)
  return { kind: 'socket' }
}
