import { describe, expect, it, vi } from 'vitest'
import { type HostResolver, UrlRefusedError, vetPublicUrl } from './publicUrl'

const PUBLIC: HostResolver = async () => [{ address: '93.184.216.34', family: 4 }]
const production = { allowLoopback: false, resolve: PUBLIC, timeoutMs: 1_000 }
const development = { ...production, allowLoopback: true }

async function refusal(url: string, options = production) {
  const error = await vetPublicUrl(url, options).then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error, url).toBeInstanceOf(UrlRefusedError)
  return (error as UrlRefusedError).reason
}

describe('vetPublicUrl', () => {
  it('takes a public https URL and names the addresses to connect to', async () => {
    const vetted = await vetPublicUrl('https://RPC.example.com/v1?key=1', production)
    expect(vetted).toEqual({
      href: 'https://rpc.example.com/v1?key=1',
      origin: 'https://rpc.example.com',
      hostname: 'rpc.example.com',
      addresses: [{ address: '93.184.216.34', family: 4 }],
    })
    expect((await vetPublicUrl('https://[2606:4700::1111]/', production)).hostname).toBe(
      '2606:4700::1111',
    )
  })

  it('refuses every spelling of loopback and private IP literals, after the parser normalises them', async () => {
    const literals = [
      'https://127.0.0.1/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://0x7f000001/',
      'https://10.0.0.1/',
      'https://012.0.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:7f00:1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[::127.0.0.1]/',
      'https://[64:ff9b::a00:1]/',
      'https://[64:ff9b::7f00:1]/',
      'https://[fc00::1]/',
      'https://[fd00:ec2::254]/',
      'https://[fe80::1]/',
      'https://[ff02::1]/',
      'https://224.0.0.1/',
    ]
    for (const url of literals) expect(await refusal(url), url).toBe('address')
  })

  it('refuses plain http, and the decimal and hex spellings over http first of all', async () => {
    for (const url of ['http://2130706433/', 'http://0x7f.1/', 'http://rpc.example.com/']) {
      expect(await refusal(url), url).toBe('scheme')
    }
    for (const url of ['ftp://rpc.example.com/', 'file:///etc/passwd', 'ws://rpc.example.com']) {
      expect(await refusal(url), url).toBe('scheme')
    }
  })

  it('refuses a name that resolves to a private address, or to any one private among public ones', async () => {
    const private10: HostResolver = async () => [{ address: '10.0.0.1', family: 4 }]
    expect(await refusal('https://rpc.evil.example/', { ...production, resolve: private10 })).toBe(
      'address',
    )
    const mixed: HostResolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: 'fd00::1', family: 6 },
    ]
    expect(await refusal('https://rpc.evil.example/', { ...production, resolve: mixed })).toBe(
      'address',
    )
    const localhost: HostResolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]
    expect(await refusal('https://localhost/', { ...production, resolve: localhost })).toBe(
      'address',
    )
  })

  it('refuses what does not resolve, in time or at all, and credentials and junk', async () => {
    const failing: HostResolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })
    }
    expect(await refusal('https://nope.example/', { ...production, resolve: failing })).toBe(
      'unresolvable',
    )
    expect(await refusal('https://nope.example/', { ...production, resolve: async () => [] })).toBe(
      'unresolvable',
    )
    const hanging: HostResolver = () => new Promise(() => {})
    expect(
      await refusal('https://slow.example/', { ...production, resolve: hanging, timeoutMs: 20 }),
    ).toBe('unresolvable')
    expect(await refusal('https://user:pass@rpc.example.com/')).toBe('credentials')
    expect(await refusal('not a url')).toBe('not-a-url')
  })

  it('resolves once, and hands back the addresses it checked', async () => {
    const resolve = vi.fn<HostResolver>(async () => [{ address: '1.1.1.1', family: 4 }])
    const vetted = await vetPublicUrl('https://rpc.example.com/', { ...production, resolve })
    expect(resolve).toHaveBeenCalledTimes(1)
    expect(resolve).toHaveBeenCalledWith('rpc.example.com')
    expect(vetted.addresses).toEqual([{ address: '1.1.1.1', family: 4 }])
  })

  it('in development takes loopback over http or https, and still nothing private', async () => {
    const localhost: HostResolver = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]
    const dev = { ...development, resolve: localhost }
    expect((await vetPublicUrl('http://localhost:8545/', dev)).addresses).toHaveLength(2)
    expect((await vetPublicUrl('http://127.0.0.1:8545/', dev)).hostname).toBe('127.0.0.1')
    expect((await vetPublicUrl('http://2130706433:8545/', dev)).hostname).toBe('127.0.0.1')
    expect(await refusal('http://10.0.0.1:8545/', development)).toBe('address')
    expect(await refusal('http://[fd00::1]/', development)).toBe('address')
    // http stays for loopback alone: a public host in development still needs https.
    expect(await refusal('http://rpc.example.com/', development)).toBe('scheme')
  })
})
