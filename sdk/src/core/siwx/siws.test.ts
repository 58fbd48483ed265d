import { describe, expect, it } from 'vitest'
import { createSiwsMessageText, parseSiwsMessage, parseSiwsMessageFor } from './siws'
import type { SIWXMessageData } from './types'

const DATA: SIWXMessageData = {
  domain: 'dapp.example',
  accountAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  statement: 'Sign in to the dapp',
  uri: 'https://dapp.example/login',
  version: '1',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'abcdef123456',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-02T00:00:00.000Z',
  notBefore: undefined,
  requestId: 'r-1',
  resources: ['https://dapp.example/a', 'ipfs://b'],
}

describe('Sign In With Solana messages', () => {
  it('writes the text wallets write (createSignInMessageText’s layout)', () => {
    expect(createSiwsMessageText(DATA)).toBe(
      [
        'dapp.example wants you to sign in with your Solana account:',
        '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        '',
        'Sign in to the dapp',
        '',
        'URI: https://dapp.example/login',
        'Version: 1',
        'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcdef123456',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Expiration Time: 2026-01-02T00:00:00.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://dapp.example/a',
        '- ipfs://b',
      ].join('\n'),
    )
  })

  it.each([
    'mainnet',
    'devnet',
    'testnet',
    'localnet',
    'solana:mainnet',
    'solana:devnet',
    'solana:testnet',
  ])('reads the Chain ID %s, which the SIWS grammar lets wallets write', (chainId) => {
    const text = createSiwsMessageText(DATA).replace(/Chain ID: .*/, `Chain ID: ${chainId}`)
    expect(parseSiwsMessage(text).chainId).toBe(chainId)
  })

  it('reads a wallet’s cluster name as the session’s CAIP-2 id, and only the same cluster’s', () => {
    const written = (chainId: string) =>
      createSiwsMessageText(DATA).replace(/Chain ID: .*/, `Chain ID: ${chainId}`)
    expect(parseSiwsMessageFor(written('solana:mainnet'), DATA.chainId).chainId).toBe(DATA.chainId)
    expect(parseSiwsMessageFor(written('mainnet'), DATA.chainId).chainId).toBe(DATA.chainId)
    expect(parseSiwsMessageFor(written('solana:devnet'), DATA.chainId).chainId).toBe(
      'solana:devnet',
    )
    expect(parseSiwsMessageFor(written('localnet'), DATA.chainId).chainId).toBe('localnet')
    const local = 'solana:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbr'
    expect(parseSiwsMessageFor(written('localnet'), local).chainId).toBe(local)
  })

  it('reads back what it wrote, with or without a statement', () => {
    expect(parseSiwsMessage(createSiwsMessageText(DATA))).toEqual(DATA)
    const bare = { ...DATA, statement: undefined, resources: undefined, requestId: undefined }
    expect(parseSiwsMessage(createSiwsMessageText(bare))).toEqual(bare)
  })

  it.each([
    ['an Ethereum header', (text: string) => text.replace('Solana account', 'Ethereum account')],
    ['no nonce', (text: string) => text.replace(/\nNonce: .*/, '')],
    ['a field twice', (text: string) => `${text}\nNonce: again`],
    [
      'a stray line among the fields',
      (text: string) => text.replace('Version: 1', 'Version: 1\nhello'),
    ],
    ['CRLF line breaks', (text: string) => text.replaceAll('\n', '\r\n')],
    [
      'a chain that is neither CAIP-2 nor a SIWS cluster name',
      (text: string) => text.replace(/Chain ID: .*/, 'Chain ID: mainnet-beta'),
    ],
  ])('refuses a message with %s', (_what, change) => {
    expect(() => parseSiwsMessage(change(createSiwsMessageText(DATA)))).toThrow(
      /^Invalid sign-in message|Invalid CAIP-2 network id/,
    )
  })
})
