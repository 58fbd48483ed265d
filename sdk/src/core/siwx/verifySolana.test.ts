import { base58Encode } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verifySolana'

async function keyPair() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  const sign = async (message: Uint8Array) =>
    new Uint8Array(
      await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, Uint8Array.from(message)),
    )
  return { address: base58Encode(raw), sign }
}

describe('ed25519 verification of Solana signatures', () => {
  it('accepts the signer’s signature and refuses another message, key or a forged signature', async () => {
    const signer = await keyPair()
    const other = await keyPair()
    const message = new TextEncoder().encode('sign in')
    const signature = await signer.sign(message)
    expect(await verifySolanaSignature(signer.address, message, signature)).toBe(true)
    expect(
      await verifySolanaSignature(signer.address, new TextEncoder().encode('sign out'), signature),
    ).toBe(false)
    expect(await verifySolanaSignature(other.address, message, signature)).toBe(false)
    const forged = Uint8Array.from(signature)
    forged[0] = (forged[0] ?? 0) ^ 1
    expect(await verifySolanaSignature(signer.address, message, forged)).toBe(false)
  })

  it('is false, not a throw, for a malformed key or signature', async () => {
    const message = new Uint8Array([1])
    expect(await verifySolanaSignature('0xnot-base58', message, new Uint8Array(64))).toBe(false)
    expect(
      await verifySolanaSignature(base58Encode(new Uint8Array(31)), message, new Uint8Array(64)),
    ).toBe(false)
    const signer = await keyPair()
    expect(await verifySolanaSignature(signer.address, message, new Uint8Array(63))).toBe(false)
  })
})
