import { describe, expect, it } from 'vitest'
import {
  assertSiweMessageMatches,
  checksumAddress,
  createSiweMessageText,
  generateSiweNonce,
  type ParsedSiweMessage,
  parseSiweMessage,
} from './eip4361'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const minimal: ParsedSiweMessage = {
  domain: 'dapp.example',
  accountAddress: ADDRESS,
  uri: 'https://dapp.example/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'a1B2c3D4e5',
  issuedAt: '2025-01-02T03:04:05.678Z',
}

const full: ParsedSiweMessage = {
  ...minimal,
  scheme: 'https',
  domain: 'dapp.example:8443',
  chainId: 'eip155:31337',
  statement: 'I accept the Terms of Service: https://dapp.example/tos',
  expirationTime: '2025-01-09T03:04:05.678Z',
  notBefore: '2025-01-02T03:00:00Z',
  requestId: 'req-42',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
}

describe('EIP-4361 message text', () => {
  it('lays out a message exactly as the ABNF does, without a statement', () => {
    expect(createSiweMessageText(minimal)).toBe(
      [
        'dapp.example wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        '',
        'URI: https://dapp.example/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: a1B2c3D4e5',
        'Issued At: 2025-01-02T03:04:05.678Z',
      ].join('\n'),
    )
  })

  it('lays out every optional field in the grammar order', () => {
    expect(createSiweMessageText(full)).toBe(
      [
        'https://dapp.example:8443 wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'I accept the Terms of Service: https://dapp.example/tos',
        '',
        'URI: https://dapp.example/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: a1B2c3D4e5',
        'Issued At: 2025-01-02T03:04:05.678Z',
        'Expiration Time: 2025-01-09T03:04:05.678Z',
        'Not Before: 2025-01-02T03:00:00Z',
        'Request ID: req-42',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    )
  })

  it.each([
    ['minimal', minimal],
    ['every optional field', full],
    ['an empty resource list', { ...minimal, resources: [] }],
  ])('round-trips %s through build and parse', (_name, data) => {
    expect(parseSiweMessage(createSiweMessageText(data))).toEqual(data)
  })

  it('writes the address EIP-55 checksummed whatever case it was given', () => {
    const text = createSiweMessageText({ ...minimal, accountAddress: ADDRESS.toLowerCase() })
    expect(text.split('\n')[1]).toBe(ADDRESS)
    expect(checksumAddress(ADDRESS.toUpperCase().replace('0X', '0x'))).toBe(ADDRESS)
  })

  it.each([
    ['a domain with a path', { domain: 'dapp.example/login' }, 'domain'],
    ['a relative uri', { uri: '/login' }, 'uri'],
    ['a short nonce', { nonce: 'abc1234' }, 'nonce'],
    ['a nonce with symbols', { nonce: 'abcd-12345' }, 'nonce'],
    ['a multi-line statement', { statement: 'one\ntwo' }, 'statement'],
    ['a non-EVM chain', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'chain'],
    ['a bad time', { expirationTime: 'tomorrow' }, 'Expiration Time'],
    ['a missing Issued At', { issuedAt: undefined }, 'Issued At'],
    ['a bad address', { accountAddress: '0x1234' }, 'address'],
    ['a resource with a space', { resources: ['https://a.example/x y'] }, 'resource'],
  ] as const)('refuses %s', (_name, patch, what) => {
    expect(() => createSiweMessageText({ ...minimal, ...patch } as ParsedSiweMessage)).toThrow(
      `Invalid sign-in message: ${what}`,
    )
  })
})

describe('parseSiweMessage', () => {
  const text = createSiweMessageText(full)

  it('refuses an address that is not EIP-55 checksummed', () => {
    expect(() => parseSiweMessage(text.replace(ADDRESS, ADDRESS.toLowerCase()))).toThrow(
      'Invalid sign-in message: address is not EIP-55 checksummed',
    )
  })

  it.each([
    ['a changed header', (t: string) => t.replace('wants you to sign in', 'asks you to sign in')],
    ['a missing blank line', (t: string) => t.replace(`${ADDRESS}\n\n`, `${ADDRESS}\n`)],
    [
      'fields out of order',
      (t: string) => t.replace(/Version: 1\nChain ID: 31337/, 'Chain ID: 31337\nVersion: 1'),
    ],
    ['another version', (t: string) => t.replace('Version: 1', 'Version: 2')],
    ['a trailing line', (t: string) => `${t}\nextra`],
    ['CRLF line breaks', (t: string) => t.replaceAll('\n', '\r\n')],
    ['a non-numeric chain id', (t: string) => t.replace('Chain ID: 31337', 'Chain ID: 0x7a69')],
  ])('refuses %s', (_name, change) => {
    expect(() => parseSiweMessage(change(text))).toThrow(/^Invalid sign-in message/)
  })
})

describe('assertSiweMessageMatches', () => {
  const parsed = parseSiweMessage(createSiweMessageText(full))
  const expected = {
    domain: 'dapp.example:8443',
    uri: 'https://dapp.example/login',
    chainId: 'eip155:31337',
    address: ADDRESS.toLowerCase(),
  } as const

  it('accepts the expected site, page, chain and account (address in any case)', () => {
    expect(() => assertSiweMessageMatches(parsed, expected)).not.toThrow()
  })

  it.each([
    ['domain', { domain: 'evil.example' }],
    ['uri', { uri: 'https://evil.example/login' }],
    ['chain', { chainId: 'eip155:1' }],
    ['address', { address: '0x0000000000000000000000000000000000000001' }],
  ] as const)('refuses a %s mismatch', (what, patch) => {
    expect(() => assertSiweMessageMatches(parsed, { ...expected, ...patch })).toThrow(
      `Invalid sign-in message: ${what} mismatch`,
    )
  })
})

describe('generateSiweNonce', () => {
  it('is 16 alphanumeric characters by default and at least 8 when asked', () => {
    expect(generateSiweNonce()).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(generateSiweNonce(8)).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(() => generateSiweNonce(7)).toThrow('A nonce has at least 8 characters')
  })

  it('does not repeat and uses the whole alphabet', () => {
    const nonces = Array.from({ length: 500 }, () => generateSiweNonce())
    expect(new Set(nonces).size).toBe(500)
    const characters = new Set(nonces.join(''))
    // 8000 draws from 62 symbols: every one shows up unless the source is badly skewed.
    expect(characters.size).toBe(62)
  })
})
