/**
 * The access tokens' HS256 key as a WebCrypto CryptoKey, imported once per secret.
 * Given the raw bytes, jose imports a key on every sign and verify, which was a
 * measurable part of each wallet call; a CryptoKey is used as it is. Cached by the
 * secret's identity (the config's one buffer per process), so nothing outlives it.
 */

const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>()

export function accessTokenKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      // A copy: the caller may reuse or zero its buffer; the imported key keeps its own.
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(secret, key)
  }
  return key
}
