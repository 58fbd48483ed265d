import { describe, expect, it } from 'vitest'
import { clientIp, clientKey, ipv6Prefix64, normalizeIp, UNKNOWN_CLIENT } from './clientIp'

const PEER = 'x-airlock-peer-test'

function headers(values: Record<string, string>): Headers {
  return new Headers(values)
}

describe('clientIp', () => {
  it('takes the socket peer from the header only scripts/start.mjs sets', () => {
    const request = headers({ [PEER]: '::ffff:203.0.113.5', 'x-forwarded-for': '198.51.100.1' })
    expect(clientIp(request, { kind: 'socket' }, PEER)).toBe('203.0.113.5')
  })

  it('ignores spoofed proxy headers unless proxies are trusted', () => {
    const spoofed = headers({
      'x-forwarded-for': '198.51.100.1',
      'x-real-ip': '198.51.100.2',
      'cf-connecting-ip': '198.51.100.3',
    })
    // No peer header (another server than start.mjs): unknown, never the client's claim.
    expect(clientIp(spoofed, { kind: 'socket' }, PEER)).toBeUndefined()
    expect(clientIp(spoofed, { kind: 'socket' }, undefined)).toBeUndefined()
    // A peer header name this process did not pick is just another client header.
    expect(
      clientIp(headers({ 'x-airlock-peer-guess': '198.51.100.4' }), { kind: 'socket' }, PEER),
    ).toBeUndefined()
  })

  it('reads X-Forwarded-For from the right, one entry per trusted proxy', () => {
    const request = headers({
      'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2',
      [PEER]: '10.0.0.3',
    })
    // One proxy: it appended what it saw, the last entry; the rest may be the client's lies.
    expect(clientIp(request, { kind: 'hops', hops: 1 }, PEER)).toBe('10.0.0.2')
    expect(clientIp(request, { kind: 'hops', hops: 2 }, PEER)).toBe('203.0.113.9')
    // Fewer entries than proxies: the furthest one.
    expect(clientIp(request, { kind: 'hops', hops: 5 }, PEER)).toBe('6.6.6.6')
    // No header at all: the request came straight to us.
    expect(clientIp(headers({ [PEER]: '10.0.0.3' }), { kind: 'hops', hops: 1 }, PEER)).toBe(
      '10.0.0.3',
    )
  })

  it('reads Vercel and named headers', () => {
    const request = headers({
      'x-real-ip': '203.0.113.7',
      'x-forwarded-for': '198.51.100.1',
      'cf-connecting-ip': '2001:DB8::1',
    })
    expect(clientIp(request, { kind: 'vercel' }, PEER)).toBe('203.0.113.7')
    expect(clientIp(headers({ 'x-forwarded-for': '198.51.100.1' }), { kind: 'vercel' }, PEER)).toBe(
      '198.51.100.1',
    )
    expect(clientIp(request, { kind: 'header', header: 'cf-connecting-ip' }, PEER)).toBe(
      '2001:db8::1',
    )
    expect(clientIp(request, { kind: 'header', header: 'fly-client-ip' }, PEER)).toBeUndefined()
  })
})

describe('normalizeIp', () => {
  it('keeps bare addresses and strips ports, brackets, zones and the IPv4-mapped prefix', () => {
    expect(normalizeIp('203.0.113.5')).toBe('203.0.113.5')
    expect(normalizeIp(' 203.0.113.5:4431 ')).toBe('203.0.113.5')
    expect(normalizeIp('[2001:db8::1]:443')).toBe('2001:db8::1')
    expect(normalizeIp('fe80::1%eth0')).toBe('fe80::1')
    expect(normalizeIp('::FFFF:198.51.100.1')).toBe('198.51.100.1')
  })

  it('refuses anything that is not one address', () => {
    for (const value of ['', 'localhost', '1.2.3.4, 5.6.7.8', '999.1.1.1', 'unknown', '1.2.3']) {
      expect(normalizeIp(value)).toBeUndefined()
    }
    expect(normalizeIp(null)).toBeUndefined()
  })
})

describe('clientKey', () => {
  it('keys IPv4 by address, IPv6 by its /64, and unknown clients together', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5')
    expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb/64')
    expect(clientKey('2001:db8:aa:bb::99')).toBe('2001:db8:aa:bb/64')
    expect(clientKey(undefined)).toBe(UNKNOWN_CLIENT)
  })

  it('expands compressed IPv6 before taking the prefix', () => {
    expect(ipv6Prefix64('2001:db8::1')).toBe('2001:db8:0:0')
    expect(ipv6Prefix64('::1')).toBe('0:0:0:0')
    expect(ipv6Prefix64('2001:0db8:0000:0001::')).toBe('2001:db8:0:1')
    expect(ipv6Prefix64('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0')
    expect(ipv6Prefix64('1:2:3:4:5:6:7:8')).toBe('1:2:3:4')
  })
})
