/**
 * KeyVault over a 32-byte KEK from AIRLOCK_KEK: AES-256-GCM, a fresh 96-bit IV per
 * wrap, the key version bound in as associated data so a wrapped key cannot be
 * relabelled. Wire form: iv (12) ‖ ciphertext (32) ‖ tag (16).
 */

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { SiteError } from '../../shared/siteError'
import type { KeyVault, WrappedKey } from './keyVault'

const IV_BYTES = 12
const TAG_BYTES = 16
const DATA_KEY_BYTES = 32

/** A key the vault cannot use (wrong size, another KEK's version, failed authentication). */
export class KeyVaultError extends SiteError<'KEY_REFUSED'> {
  override readonly name = 'KeyVaultError'
  constructor(message: string, options?: { cause?: unknown }) {
    super('KEY_REFUSED', message, options)
  }
}

/**
 * The version names the KEK by a short fingerprint, so a record wrapped under another
 * KEK is refused with a clear message instead of a bare authentication failure.
 * 32 bits of a SHA-256 reveal nothing usable about a 256-bit key.
 */
export function envKeyVersion(kek: Uint8Array): string {
  const fingerprint = createHash('sha256')
    .update('airlock-kek-fingerprint')
    .update(kek)
    .digest('hex')
  return `env:${fingerprint.slice(0, 8)}`
}

export function createEnvKeyVault(kek: Uint8Array): KeyVault {
  if (kek.length !== 32) throw new KeyVaultError('The KEK must be exactly 32 bytes')
  // Our own copy: the caller's buffer may be reused or zeroed.
  const key = Buffer.from(kek)
  const keyVersion = envKeyVersion(key)
  const aad = Buffer.from(keyVersion, 'utf8')

  return {
    keyVersion,

    async wrapKey(dataKey) {
      if (dataKey.length !== DATA_KEY_BYTES) throw new KeyVaultError('Data keys are 32 bytes')
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad)
      const body = Buffer.concat([cipher.update(dataKey), cipher.final()])
      const wrapped = new Uint8Array(Buffer.concat([iv, body, cipher.getAuthTag()]))
      return { wrapped, keyVersion }
    },

    async unwrapKey({ wrapped, keyVersion: version }: WrappedKey) {
      if (version !== keyVersion) {
        throw new KeyVaultError(`Key version ${version} is not the configured KEK (${keyVersion})`)
      }
      if (wrapped.length !== IV_BYTES + DATA_KEY_BYTES + TAG_BYTES) {
        throw new KeyVaultError('Wrapped key has the wrong length')
      }
      const bytes = Buffer.from(wrapped)
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
        .setAAD(aad)
        .setAuthTag(bytes.subarray(-TAG_BYTES))
      try {
        const body = decipher.update(bytes.subarray(IV_BYTES, -TAG_BYTES))
        const final = decipher.final()
        const dataKey = new Uint8Array(Buffer.concat([body, final]))
        body.fill(0)
        return dataKey
      } catch (cause) {
        throw new KeyVaultError('Wrapped key failed authentication', { cause })
      }
    },
  }
}
