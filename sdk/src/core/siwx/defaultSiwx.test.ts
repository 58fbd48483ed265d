import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDefaultSiwx } from './defaultSiwx'
import { parseSiweMessage } from './eip4361'
import { createEvmVerifier } from './evmVerifier'
import type { SIWXConfig, SIWXMessage, SIWXSession } from './types'

const account = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
const NOW = Date.parse('2025-01-02T00:00:00Z')
const input = { chainId: 'eip155:1', accountAddress: account.address.toLowerCase() } as const

async function signIn(siwx: SIWXConfig, signer = account): Promise<SIWXSession> {
  const message: SIWXMessage = await siwx.createMessage(input)
  const { toString: _text, ...data } = message
  const text = message.toString()
  return { data, message: text, signature: await signer.signMessage({ message: text }) }
}

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('createDefaultSiwx', () => {
  it('makes an EIP-4361 message for the page it runs on, read at call time', async () => {
    const siwx = createDefaultSiwx({ now: () => NOW, statement: 'Sign in to Dapp' })
    vi.stubGlobal('location', {
      host: 'later.example:3000',
      href: 'https://later.example:3000/app',
    })
    const message = await siwx.createMessage(input)
    expect(message).toMatchObject({
      domain: 'later.example:3000',
      uri: 'https://later.example:3000/app',
      accountAddress: account.address,
      chainId: 'eip155:1',
      version: '1',
      statement: 'Sign in to Dapp',
      issuedAt: '2025-01-02T00:00:00.000Z',
      expirationTime: '2025-01-09T00:00:00.000Z',
    })
    expect(message.nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(parseSiweMessage(message.toString())).toMatchObject({
      nonce: message.nonce,
      domain: 'later.example:3000',
    })
  })

  it('uses the configured domain, uri and lifetime; a fresh nonce every time', async () => {
    const siwx = createDefaultSiwx({
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      expiresInS: 60,
      now: () => NOW,
    })
    const first = await siwx.createMessage(input)
    const second = await siwx.createMessage(input)
    expect(first).toMatchObject({
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      expirationTime: '2025-01-02T00:01:00.000Z',
    })
    expect(first.nonce).not.toBe(second.nonce)
  })

  it('refuses a chain that is neither eip155 nor solana', async () => {
    const siwx = createDefaultSiwx({ domain: 'dapp.example', uri: 'https://dapp.example/' })
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    await expect(siwx.createMessage({ ...input, chainId: bitcoin })).rejects.toThrow(
      'Chain is not supported',
    )
  })

  it('stores a session, finds it for the account, revokes it', async () => {
    const siwx = createDefaultSiwx({
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      now: () => NOW,
    })
    const session = await signIn(siwx)
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([session])
    expect(await siwx.getSessions('eip155:10', account.address)).toEqual([])
    await siwx.revokeSession('eip155:1', account.address)
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('stops returning a session once it expires', async () => {
    let now = NOW
    const siwx = createDefaultSiwx({
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      expiresInS: 60,
      now: () => now,
    })
    await siwx.addSession(await signIn(siwx))
    now += 61_000
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('refuses a session for another domain or whose data was changed', async () => {
    const siwx = createDefaultSiwx({
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      now: () => NOW,
    })
    const elsewhere = createDefaultSiwx({
      domain: 'evil.example',
      uri: 'https://dapp.example/',
      now: () => NOW,
    })
    await expect(siwx.addSession(await signIn(elsewhere))).rejects.toThrow(
      'Invalid sign-in message: domain mismatch',
    )
    const session = await signIn(siwx)
    await expect(
      siwx.addSession({ ...session, data: { ...session.data, nonce: 'changed123' } }),
    ).rejects.toThrow('Invalid sign-in message: nonce mismatch')
    await expect(
      siwx.addSession({ ...session, data: { ...session.data, accountAddress: other.address } }),
    ).rejects.toThrow('Invalid sign-in message: address mismatch')
  })

  it('runs its verifiers before storing', async () => {
    const siwx = createDefaultSiwx({
      domain: 'dapp.example',
      uri: 'https://dapp.example/',
      now: () => NOW,
      verifiers: [createEvmVerifier({ now: () => NOW })],
    })
    await expect(siwx.addSession(await signIn(siwx, other))).rejects.toThrow('Sign message failed')
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    await siwx.addSession(await signIn(siwx))
    expect(await siwx.getSessions('eip155:1', account.address)).toHaveLength(1)
  })

  it('has required off and sign-out on disconnect on by default', () => {
    const siwx = createDefaultSiwx()
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(true)
    const strict = createDefaultSiwx({ required: true, signOutOnDisconnect: false })
    expect(strict.getRequired?.()).toBe(true)
    expect(strict.signOutOnDisconnect).toBe(false)
  })

  it('imports and is created without a window (server rendering)', async () => {
    vi.stubGlobal('location', undefined)
    const siwx = createDefaultSiwx()
    await expect(siwx.createMessage(input)).rejects.toThrow(
      'Invalid sign-in message: no domain or uri',
    )
  })
})
