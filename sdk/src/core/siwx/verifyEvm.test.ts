import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createSiweMessageText } from './eip4361'
import type { SIWXMessageData, SIWXSession } from './types'
import { verifyEvmSession, verifyEvmSignature } from './verifyEvm'

const account = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
const NOW = Date.parse('2025-01-02T00:00:00Z')

const data: SIWXMessageData = {
  accountAddress: account.address,
  chainId: 'eip155:1',
  domain: 'dapp.example',
  uri: 'https://dapp.example/',
  version: '1',
  nonce: 'abcdefgh12',
  issuedAt: '2025-01-01T00:00:00Z',
  expirationTime: '2025-01-03T00:00:00Z',
  notBefore: '2025-01-01T00:00:00Z',
}

async function signed(
  patch: Partial<SIWXMessageData> = {},
  signer = account,
): Promise<SIWXSession> {
  const sessionData = { ...data, ...patch }
  const message = createSiweMessageText(sessionData)
  return { data: sessionData, message, signature: await signer.signMessage({ message }) }
}

const at = (time: number) => ({ now: () => time })

describe('verifyEvmSignature (EOA)', () => {
  it('is true for the account that signed and false for any other', async () => {
    const message = 'hello'
    const signature = await account.signMessage({ message })
    expect(await verifyEvmSignature({ address: account.address, message, signature })).toBe(true)
    expect(await verifyEvmSignature({ address: other.address, message, signature })).toBe(false)
    expect(await verifyEvmSignature({ address: account.address, message: 'bye', signature })).toBe(
      false,
    )
    expect(await verifyEvmSignature({ address: account.address, message, signature: 'nope' })).toBe(
      false,
    )
  })

  it('asks the chain only when recovery fails and a way to reach it exists', async () => {
    const message = 'hello'
    const signature = await other.signMessage({ message })
    const provider = { request: vi.fn(async (_args: unknown) => '0x') }
    expect(
      await verifyEvmSignature({ address: account.address, message, signature }, { provider }),
    ).toBe(false)
    // ERC-6492's deployless validator runs as an eth_call through the provider.
    expect(provider.request.mock.calls[0]?.[0]).toMatchObject({ method: 'eth_call' })
  })

  it("takes the chain's word for a smart account (ERC-1271 / ERC-6492 validator returns true)", async () => {
    const message = 'hello'
    const signature = await other.signMessage({ message })
    // The universal validator answers 0x01 (valid) for the contract account.
    const provider = { request: vi.fn(async () => '0x01') }
    expect(
      await verifyEvmSignature({ address: account.address, message, signature }, { provider }),
    ).toBe(true)
  })
})

describe('verifyEvmSession', () => {
  it('accepts a signed, current session', async () => {
    expect(await verifyEvmSession(await signed(), at(NOW))).toBe(true)
  })

  it('refuses a session signed by another account', async () => {
    expect(await verifyEvmSession(await signed({}, other), at(NOW))).toBe(false)
  })

  it('refuses outside the time window (expired, not yet valid)', async () => {
    const session = await signed()
    expect(await verifyEvmSession(session, at(Date.parse('2025-01-03T00:00:00Z')))).toBe(false)
    expect(await verifyEvmSession(session, at(Date.parse('2024-12-31T23:59:59Z')))).toBe(false)
  })

  it('refuses data that does not describe the signed text', async () => {
    const session = await signed()
    for (const patch of [
      { nonce: 'otherNonce1' },
      { domain: 'evil.example' },
      { chainId: 'eip155:10' as const },
      { expirationTime: '2030-01-01T00:00:00Z' },
    ]) {
      expect(
        await verifyEvmSession({ ...session, data: { ...session.data, ...patch } }, at(NOW)),
      ).toBe(false)
    }
  })

  it('refuses a message for another account or chain than expected', async () => {
    const session = await signed()
    const expected = (patch: object) => ({ ...at(NOW), expected: patch })
    expect(await verifyEvmSession(session, expected({ address: other.address }))).toBe(false)
    expect(await verifyEvmSession(session, expected({ chainId: 'eip155:10' }))).toBe(false)
    expect(
      await verifyEvmSession(
        session,
        expected({ address: account.address.toLowerCase(), chainId: 'eip155:1' }),
      ),
    ).toBe(true)
  })

  it('refuses a message that is not EIP-4361', async () => {
    const message = 'Sign in please'
    const session = { data, message, signature: await account.signMessage({ message }) }
    expect(await verifyEvmSession(session, at(NOW))).toBe(false)
  })
})
