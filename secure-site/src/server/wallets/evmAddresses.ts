/**
 * The address each opened EVM key was found to have, so that signing does not derive
 * the public key (a secp256k1 multiplication, about as costly as the signature) on every
 * call. Only public data is kept: the address, under the sealed record it was derived
 * from (user, IV, ciphertext, wrapped data key, KEK version). AES-GCM authenticates that
 * record, so it opens to exactly one key and the address stays right for it; a record
 * that changes in any byte is a different entry, derived afresh. Nothing secret is
 * cached, and keys stay sealed at rest. Bounded: the oldest entries go first.
 */
import type { Address } from 'viem'
import type { SealedSecret } from '../vault/envelope'

export const MAX_REMEMBERED_ADDRESSES = 10_000

const addresses = new Map<string, Address>()

function recordKey(userId: string, sealed: SealedSecret): string {
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
  return [
    userId,
    sealed.keyVersion,
    base64(sealed.iv),
    base64(sealed.ciphertext),
    base64(sealed.wrappedDataKey),
  ].join(':')
}

/** The address `derive` gave for this sealed record before, or derives and keeps it. */
export function evmAddressOf(userId: string, sealed: SealedSecret, derive: () => Address): Address {
  const key = recordKey(userId, sealed)
  const known = addresses.get(key)
  if (known) return known
  const address = derive()
  if (addresses.size >= MAX_REMEMBERED_ADDRESSES) {
    const oldest = addresses.keys().next()
    if (!oldest.done) addresses.delete(oldest.value)
  }
  addresses.set(key, address)
  return address
}
