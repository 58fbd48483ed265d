import { base58Decode } from '@airlock/protocol'
import type { SIWXSession } from './types'

/**
 * Whether `signature` (64 bytes) is `address`'s ed25519 signature of `message`, checked
 * with the browser's WebCrypto Ed25519 (no library shipped); false for a malformed
 * key or signature.
 */
export async function verifySolanaSignature(
  address: string,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  try {
    const publicKey = base58Decode(address)
    if (publicKey.length !== 32 || signature.length !== 64) return false
    const key = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(publicKey),
      { name: 'Ed25519' },
      false,
      ['verify'],
    )
    return await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      Uint8Array.from(signature),
      Uint8Array.from(message),
    )
  } catch {
    return false
  }
}

/** A Solana sign-in session's signature (base58) over its message, by its account. */
export async function verifySolanaSession(session: SIWXSession): Promise<boolean> {
  let signature: Uint8Array
  try {
    signature = base58Decode(session.signature)
  } catch {
    return false
  }
  const message = new TextEncoder().encode(session.message)
  return verifySolanaSignature(session.data.accountAddress, message, signature)
}
