import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openSecret, type SealedSecret, sealSecret } from './envelope'
import { createEnvKeyVault } from './envKeyVault'

const vault = createEnvKeyVault(randomBytes(32))

function flip(bytes: Uint8Array, index: number): Uint8Array {
  const copy = new Uint8Array(bytes)
  copy[index] = (copy[index] ?? 0) ^ 0x80
  return copy
}

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(haystack).includes(Buffer.from(needle))
}

describe('envelope', () => {
  it('round-trips a secret', async () => {
    const secret = randomBytes(32)
    const sealed = await sealSecret(vault, secret, 'wallet:u1:eip155')
    expect(Buffer.from(await openSecret(vault, sealed, 'wallet:u1:eip155'))).toEqual(secret)
  })

  it('keeps no plaintext in the sealed record', async () => {
    const secret = Buffer.from('an unmistakable private key 0123456789abcdef')
    const sealed = await sealSecret(vault, secret)
    const record = JSON.stringify(sealed, (_key, value) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
    )
    expect(record).not.toContain(secret.toString('hex'))
    for (const part of [sealed.ciphertext, sealed.iv, sealed.wrappedDataKey]) {
      expect(contains(part, secret.subarray(0, 8))).toBe(false)
    }
  })

  it('uses a fresh data key per secret', async () => {
    const secret = randomBytes(32)
    const [a, b] = await Promise.all([sealSecret(vault, secret), sealSecret(vault, secret)])
    expect(Buffer.from(a.ciphertext).equals(Buffer.from(b.ciphertext))).toBe(false)
    expect(Buffer.from(a.wrappedDataKey).equals(Buffer.from(b.wrappedDataKey))).toBe(false)
  })

  it.each([
    ['ciphertext', 0],
    ['ciphertext', 31],
    ['ciphertext (tag)', -1],
    ['iv', 0],
    ['wrappedDataKey', 20],
  ] as const)('detects a flipped byte in %s', async (part, at) => {
    const sealed = await sealSecret(vault, randomBytes(32))
    const field = (part === 'ciphertext (tag)' ? 'ciphertext' : part) satisfies keyof SealedSecret
    const bytes = sealed[field]
    const tampered = { ...sealed, [field]: flip(bytes, at < 0 ? bytes.length + at : at) }
    await expect(openSecret(vault, tampered)).rejects.toThrow(/failed authentication/)
  })

  it('refuses a record opened in another context', async () => {
    const sealed = await sealSecret(vault, randomBytes(32), 'wallet:alice:eip155')
    await expect(openSecret(vault, sealed, 'wallet:mallory:eip155')).rejects.toThrow(
      'Sealed secret failed authentication',
    )
  })

  it('refuses to open with a wrong KEK', async () => {
    const sealed = await sealSecret(vault, randomBytes(32))
    await expect(openSecret(createEnvKeyVault(randomBytes(32)), sealed)).rejects.toThrow()
  })
})
