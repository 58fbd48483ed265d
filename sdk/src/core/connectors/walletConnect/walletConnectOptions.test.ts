import { describe, expect, it } from 'vitest'
import { assertWalletConnectOptions, walletConnectEnabled } from './walletConnectOptions'

describe('walletConnect options', () => {
  it('accepts a project id with or without a ws(s) relay', () => {
    expect(() => assertWalletConnectOptions({ projectId: 'p' })).not.toThrow()
    expect(() =>
      assertWalletConnectOptions({ projectId: 'p', relayUrl: 'ws://127.0.0.1:4000' }),
    ).not.toThrow()
    expect(() =>
      assertWalletConnectOptions({ projectId: 'p', relayUrl: 'wss://relay.example' }),
    ).not.toThrow()
  })

  it('refuses an empty project id', () => {
    expect(() => assertWalletConnectOptions({ projectId: ' ' })).toThrow(
      'walletConnect.projectId must be a non-empty string.',
    )
  })

  it('refuses a relay that is not ws:// or wss://', () => {
    expect(() =>
      assertWalletConnectOptions({ projectId: 'p', relayUrl: 'https://x.test' }),
    ).toThrow('walletConnect.relayUrl must be a ws:// or wss:// URL, not "https://x.test".')
    expect(() => assertWalletConnectOptions({ projectId: 'p', relayUrl: 'nope' })).toThrow(
      'walletConnect.relayUrl must be a ws:// or wss:// URL, not "nope".',
    )
  })

  it('is enabled only with a project id', () => {
    expect(walletConnectEnabled(undefined)).toBe(false)
    expect(walletConnectEnabled({ projectId: '' })).toBe(false)
    expect(walletConnectEnabled({ projectId: 'p' })).toBe(true)
  })
})
