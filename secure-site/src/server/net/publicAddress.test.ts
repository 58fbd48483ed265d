import { describe, expect, it } from 'vitest'
import { classifyAddress } from './publicAddress'

describe('classifyAddress', () => {
  it('takes public unicast addresses', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '93.184.216.34', '2606:4700:4700::1111']) {
      expect(classifyAddress(address), address).toBe('public')
    }
  })

  it('names loopback apart, so development may allow it', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1']) {
      expect(classifyAddress(address), address).toBe('loopback')
    }
  })

  it('refuses every private, local, shared and special-purpose range', () => {
    const internal = {
      'private 10/8': '10.0.0.1',
      'private 172.16/12': '172.31.255.254',
      'private 192.168/16': '192.168.1.1',
      'link-local (cloud metadata)': '169.254.169.254',
      'CGNAT 100.64/10': '100.64.0.1',
      'unspecified 0/8': '0.0.0.0',
      'this network 0/8': '0.1.2.3',
      multicast: '224.0.0.1',
      broadcast: '255.255.255.255',
      'reserved 240/4': '240.0.0.1',
      'IETF protocol assignments': '192.0.0.8',
      'documentation TEST-NET-1': '192.0.2.1',
      benchmarking: '198.18.0.1',
      'IPv6 unspecified': '::',
      'IPv6 link-local': 'fe80::1',
      'IPv6 ULA fc00::/7': 'fc00::1',
      'IPv6 ULA fd00::/8': 'fd12:3456::1',
      'IPv6 multicast': 'ff02::1',
      'IPv6 site-local (deprecated)': 'fec0::1',
      'IPv6 documentation': '2001:db8::1',
      'IPv4-mapped private': '::ffff:10.0.0.1',
      'IPv4-mapped link-local': '::ffff:169.254.169.254',
      'IPv4-translated private': '::ffff:0:a00:1',
      'IPv4-compatible loopback': '::7f00:1',
      'IPv4-compatible public (deprecated form)': '::808:808',
      'NAT64 of a private address': '64:ff9b::a00:1',
      'NAT64 of loopback': '64:ff9b::7f00:1',
      'local-use NAT64 64:ff9b:1::/48': '64:ff9b:1::808:808',
      '6to4 (tunnels to another address)': '2002:7f00:1::1',
      Teredo: '2001::1',
    }
    for (const [name, address] of Object.entries(internal)) {
      expect(classifyAddress(address), name).toBe('internal')
    }
  })

  it('judges NAT64 and IPv4-mapped forms by the address they carry', () => {
    expect(classifyAddress('64:ff9b::808:808')).toBe('public')
    expect(classifyAddress('::ffff:8.8.8.8')).toBe('public')
  })

  it('refuses what is not one plain address', () => {
    for (const text of [
      '',
      'localhost',
      '[::1]',
      'fe80::1%eth0',
      '1.2.3',
      '0x7f.1',
      '2130706433',
    ]) {
      expect(classifyAddress(text), text).toBe('invalid')
    }
  })
})
