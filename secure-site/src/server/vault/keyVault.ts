/**
 * Where data keys get wrapped. The env vault wraps with a KEK from the environment; a
 * cloud KMS (AWS KMS, GCP KMS, Vault transit) fits the same interface, so swapping one
 * for the other touches no caller.
 */

export interface WrappedKey {
  /** Opaque to callers: only the vault that made it can read it. */
  wrapped: Uint8Array
  /** Which KEK wrapped it; stored beside the secret so keys can be rotated. */
  keyVersion: string
}

export interface KeyVault {
  /** The version new wraps get. */
  readonly keyVersion: string
  wrapKey(dataKey: Uint8Array): Promise<WrappedKey>
  /** Throws when the wrapped key was altered or belongs to another KEK. */
  unwrapKey(wrapped: WrappedKey): Promise<Uint8Array>
}
