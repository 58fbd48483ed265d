/**
 * The client's IP address, for per-IP rate limits. By default the TCP peer, which
 * scripts/start.mjs (our server around Next) passes under a header whose name is
 * random per process, so no client can send it; proxy headers only when
 * AIRLOCK_TRUSTED_PROXIES says which (trustedProxies.ts).
 *
 * The key of an IPv6 client is its /64: one host usually owns a whole /64, and per
 * address it could count as 2^64 clients.
 */
import { isIP } from 'node:net'
import type { TrustedProxies } from './trustedProxies'

/** Where scripts/start.mjs leaves the name of its peer-address header (same process). */
export const PEER_HEADER_SYMBOL = Symbol.for('airlock.peerAddressHeader')

type PeerHolder = { [PEER_HEADER_SYMBOL]?: unknown }

/** The peer-address header of this process, when the site runs under scripts/start.mjs. */
export function peerAddressHeader(): string | undefined {
  const name = (globalThis as PeerHolder)[PEER_HEADER_SYMBOL]
  return typeof name === 'string' ? name : undefined
}

/** The bucket of requests whose client could not be told: they all share it. */
export const UNKNOWN_CLIENT = 'unknown'

/**
 * The client address the configured proxies vouch for, normalised (`::ffff:1.2.3.4` →
 * `1.2.3.4`); undefined when there is none (no trusted header, no peer header).
 */
export function clientIp(
  headers: Pick<Headers, 'get'>,
  trusted: TrustedProxies,
  peerHeader: string | undefined = peerAddressHeader(),
): string | undefined {
  const socket = () => (peerHeader ? normalizeIp(headers.get(peerHeader)) : undefined)
  switch (trusted.kind) {
    case 'socket':
      return socket()
    case 'vercel':
      return normalizeIp(headers.get('x-real-ip')) ?? normalizeIp(forwardedFor(headers)[0] ?? null)
    case 'header':
      return normalizeIp(headers.get(trusted.header))
    case 'hops': {
      const hops = forwardedFor(headers)
      // Fewer entries than proxies: the request skipped some; the furthest one is all we have.
      if (hops.length === 0) return socket()
      return normalizeIp(hops[Math.max(0, hops.length - trusted.hops)] ?? null)
    }
  }
}

/** The rate-limit key of a client: the address, an IPv6 /64, or UNKNOWN_CLIENT. */
export function clientKey(ip: string | undefined): string {
  if (ip === undefined) return UNKNOWN_CLIENT
  return isIP(ip) === 6 ? `${ipv6Prefix64(ip)}/64` : ip
}

function forwardedFor(headers: Pick<Headers, 'get'>): string[] {
  const value = headers.get('x-forwarded-for')
  if (!value) return []
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
}

/** A bare address from a header value: ports, brackets and IPv6 zones removed; else undefined. */
export function normalizeIp(value: string | null): string | undefined {
  if (!value) return undefined
  let address = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) address = mapped[1]
  const family = isIP(address)
  if (family === 4) return address
  if (family === 6) return address.toLowerCase()
  return undefined
}

/** The first four groups of an IPv6 address, expanded: `2001:db8::1` → `2001:db8:0:0`. */
export function ipv6Prefix64(address: string): string {
  const [head, tail] = address.toLowerCase().split('::')
  const groups = (text: string | undefined) => (text ? text.split(':') : [])
  // A trailing dotted quad (`64:ff9b::1.2.3.4`) stands for two groups.
  const width = (list: string[]) =>
    list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0)
  const left = groups(head)
  const right = groups(tail)
  const all =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right]
  return all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')
}
