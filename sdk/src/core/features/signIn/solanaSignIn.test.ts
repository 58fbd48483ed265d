import { base58Decode, base58Encode } from '@airlock/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { createDefaultSiwx } from '../../siwx/defaultSiwx'
import { createSiwsMessageText, parseSiwsMessage } from '../../siwx/siws'
import type { SIWXMessageData } from '../../siwx/types'
import { verifySolanaSignature } from '../../siwx/verifySolana'
import { type SolanaSignInProvider, signInWithSolana } from './solanaSignIn'

const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

afterEach(() => localStorage.clear())

/** A Solana wallet over a fresh WebCrypto ed25519 key; `signIn` writes the SIWS text as wallets do. */
async function wallet(
  options: { signIn?: boolean; rewrite?: (data: SIWXMessageData) => SIWXMessageData } = {},
) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const address = base58Encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
  const sign = async (bytes: Uint8Array) =>
    new Uint8Array(
      await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, Uint8Array.from(bytes)),
    )
  const asked: string[] = []
  const provider: SolanaSignInProvider = {
    async signMessage(message) {
      asked.push('signMessage')
      return sign(message)
    },
    ...(options.signIn
      ? {
          async signIn(input) {
            asked.push('signIn')
            const data = {
              ...(input as unknown as SIWXMessageData),
              accountAddress: input.address ?? address,
            }
            const text = createSiwsMessageText(options.rewrite ? options.rewrite(data) : data)
            const signedMessage = new TextEncoder().encode(text)
            return { signedMessage, signature: await sign(signedMessage) }
          },
        }
      : {}),
  }
  return { address, provider, asked }
}

const siwx = () => createDefaultSiwx({ domain: 'dapp.example', uri: 'https://dapp.example/' })

describe('Sign In With Solana', () => {
  it('uses the wallet’s solana:signIn, checks what it wrote, verifies ed25519, stores the session', async () => {
    const { address, provider, asked } = await wallet({ signIn: true })
    const config = siwx()
    const session = await signInWithSolana({ config, provider, chainId: CHAIN, address })
    expect(asked).toEqual(['signIn'])
    expect(parseSiwsMessage(session.message)).toMatchObject({
      domain: 'dapp.example',
      accountAddress: address,
      chainId: CHAIN,
      nonce: session.data.nonce,
    })
    expect(
      await verifySolanaSignature(
        address,
        new TextEncoder().encode(session.message),
        base58Decode(session.signature),
      ),
    ).toBe(true)
    expect(await config.getSessions(CHAIN, address)).toHaveLength(1)
  })

  it('signs the SIWS text with signMessage where the wallet has no solana:signIn', async () => {
    const { address, provider, asked } = await wallet()
    const config = siwx()
    const session = await signInWithSolana({ config, provider, chainId: CHAIN, address })
    expect(asked).toEqual(['signMessage'])
    expect(session.message).toContain('dapp.example wants you to sign in with your Solana account:')
    expect(await config.getSessions(CHAIN, address)).toHaveLength(1)
  })

  it.each([
    ['another site', (data: SIWXMessageData) => ({ ...data, domain: 'evil.example' })],
    ['an old nonce', (data: SIWXMessageData) => ({ ...data, nonce: 'replayed12345' })],
    [
      'another cluster',
      (data: SIWXMessageData) => ({ ...data, chainId: 'solana:devnet' as const }),
    ],
  ])('refuses a message the wallet wrote for %s, storing nothing', async (_what, rewrite) => {
    const { address, provider } = await wallet({ signIn: true, rewrite })
    const config = siwx()
    await expect(signInWithSolana({ config, provider, chainId: CHAIN, address })).rejects.toThrow(
      'Sign message failed',
    )
    expect(await config.getSessions(CHAIN, address)).toEqual([])
  })

  it.each(['solana:mainnet', 'mainnet'])(
    'takes a message whose Chain ID names the cluster as wallets do (%s) and stores the session on its CAIP-2 id',
    async (written) => {
      const rewrite = (data: SIWXMessageData) => ({
        ...data,
        chainId: written as SIWXMessageData['chainId'],
      })
      const { address, provider } = await wallet({ signIn: true, rewrite })
      const config = siwx()
      const session = await signInWithSolana({ config, provider, chainId: CHAIN, address })
      expect(session.message).toContain(`\nChain ID: ${written}\n`)
      expect(session.data.chainId).toBe(CHAIN)
      expect(await config.getSessions(CHAIN, address)).toHaveLength(1)
    },
  )

  it('refuses a signature by another key', async () => {
    const { provider } = await wallet()
    const { address } = await wallet()
    const config = siwx()
    await expect(signInWithSolana({ config, provider, chainId: CHAIN, address })).rejects.toThrow(
      'Sign message failed',
    )
    expect(await config.getSessions(CHAIN, address)).toEqual([])
  })

  it('the default SIWX refuses a Solana session whose signature does not verify', async () => {
    const { address, provider } = await wallet()
    const config = siwx()
    const session = await signInWithSolana({ config, provider, chainId: CHAIN, address })
    const forged = { ...session, signature: base58Encode(new Uint8Array(64).fill(3)) }
    await expect(config.addSession(forged)).rejects.toThrow(
      'Invalid sign-in message: bad signature',
    )
  })
})
