/**
 * Which IP addresses the server may connect to on a stranger's behalf: public unicast
 * only. Ranges come from ipaddr.js (IANA special-purpose registries); an address is
 * public when it falls in none of them. IPv6 forms that carry an IPv4 address
 * (IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96, NAT64 64:ff9b::/96) are
 * judged by that IPv4 address; the deprecated IPv4-compatible ::/96 and the tunnelling
 * prefixes (6to4, Teredo), whose target is another address, are refused outright.
 */
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

export type AddressKind = 'public' | 'loopback' | 'internal' | 'invalid'

/**
 * Classifies one address as getaddrinfo or the URL parser writes it (dotted IPv4,
 * RFC 5952 IPv6, no brackets, no zone). Anything that does not parse is 'invalid'.
 */
export function classifyAddress(text: string): AddressKind {
  // isIP is strict (ipaddr.isValid takes `1.2.3` and `0x7f.1`); zones never come from DNS.
  if (isIP(text) === 0 || text.includes('%')) return 'invalid'
  return classify(ipaddr.parse(text))
}

function classify(address: ipaddr.IPv4 | ipaddr.IPv6): AddressKind {
  if (address.kind() === 'ipv4') {
    const range = address.range()
    if (range === 'unicast') return 'public'
    return range === 'loopback' ? 'loopback' : 'internal'
  }
  const v6 = address as ipaddr.IPv6
  const range = v6.range()
  // A mapped address is that IPv4 address on a dual-stack socket, loopback included.
  if (range === 'ipv4Mapped') return classify(embeddedIpv4(v6))
  // Translated and NAT64 forms go through a translator: public, or refused.
  if (range === 'rfc6145' || isWellKnownNat64(v6)) {
    return classify(embeddedIpv4(v6)) === 'public' ? 'public' : 'internal'
  }
  if (range === 'loopback') return 'loopback'
  if (range !== 'unicast' || isIpv4Compatible(v6)) return 'internal'
  return 'public'
}

/** 64:ff9b::/96 only; the local-use 64:ff9b:1::/48 stays 'rfc6052' and is refused. */
function isWellKnownNat64(address: ipaddr.IPv6): boolean {
  const [a, b, c, d, e, f] = address.parts
  return a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0
}

/** ::/96: ipaddr.js files ::a.b.c.d under 'unicast', so it is caught here. */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0)
}

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const high = address.parts[6] ?? 0
  const low = address.parts[7] ?? 0
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
}
