/**
 * Envelope encryption of one secret (a wallet key): a random 32-byte data key per
 * secret encrypts it with AES-256-GCM, and the vault wraps the data key. A stolen
 * database alone therefore decrypts nothing, and rotating the KEK means re-wrapping
 * 32-byte keys, not re-encrypting secrets.
 *
 * `context` is bound in as associated data (e.g. `wallet:<user>:<namespace>`), so a
 * sealed record copied onto another row fails to open instead of handing the wrong
 * user a key.
 */

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { SiteError } from '../../shared/siteError'
import type { KeyVault } from './keyVault'

export interface SealedSecret {
  /** AES-256-GCM ciphertext followed by its 16-byte tag. */
  ciphertext: Uint8Array
  iv: Uint8Array
  wrappedDataKey: Uint8Array
  keyVersion: string
}

/** A sealed secret that is malformed or fails authentication. */
export class SealedSecretError extends SiteError<'SEALED_SECRET_REFUSED'> {
  override readonly name = 'SealedSecretError'
  constructor(message: string, options?: { cause?: unknown }) {
    super('SEALED_SECRET_REFUSED', message, options)
  }
}

const IV_BYTES = 12
const TAG_BYTES = 16

export async function sealSecret(
  vault: KeyVault,
  plaintext: Uint8Array,
  context = '',
): Promise<SealedSecret> {
  const dataKey = randomBytes(32)
  try {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', dataKey, iv).setAAD(Buffer.from(context, 'utf8'))
    const ciphertext = Buffer.concat([
      cipher.update(plaintext),
      cipher.final(),
      cipher.getAuthTag(),
    ])
    const { wrapped, keyVersion } = await vault.wrapKey(dataKey)
    return {
      ciphertext: new Uint8Array(ciphertext),
      iv: new Uint8Array(iv),
      wrappedDataKey: wrapped,
      keyVersion,
    }
  } finally {
    dataKey.fill(0)
  }
}

/**
 * The plaintext, in a fresh buffer the caller owns and should zero when done.
 * Throws SealedSecretError when any part was altered or the context differs.
 */
export async function openSecret(
  vault: KeyVault,
  sealed: SealedSecret,
  context = '',
): Promise<Uint8Array> {
  if (sealed.iv.length !== IV_BYTES || sealed.ciphertext.length < TAG_BYTES) {
    throw new SealedSecretError('Sealed secret is malformed')
  }
  const dataKey = await vault.unwrapKey({
    wrapped: sealed.wrappedDataKey,
    keyVersion: sealed.keyVersion,
  })
  const body = Buffer.from(sealed.ciphertext)
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.iv)
      .setAAD(Buffer.from(context, 'utf8'))
      .setAuthTag(body.subarray(-TAG_BYTES))
    const head = decipher.update(body.subarray(0, -TAG_BYTES))
    let tail: Buffer
    try {
      tail = decipher.final()
    } catch (cause) {
      head.fill(0)
      throw new SealedSecretError('Sealed secret failed authentication', { cause })
    }
    const plaintext = new Uint8Array(head.length + tail.length)
    plaintext.set(head)
    plaintext.set(tail, head.length)
    head.fill(0)
    tail.fill(0)
    return plaintext
  } finally {
    dataKey.fill(0)
  }
}
