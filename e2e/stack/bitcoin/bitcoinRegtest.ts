/**
 * The regtest network the Bitcoin fixtures use: bitcoinjs-lib with the pure-JS
 * secp256k1 (`@bitcoinerlab/secp256k1`, no native build), its CAIP-2 id, and the
 * conversions between txids (big-endian hex) and input hashes (little-endian bytes).
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib, networks } from 'bitcoinjs-lib'

initEccLib(ecc)

export { ecc }
export const REGTEST = networks.regtest
/** CAIP-2: `bip122:` and the first 32 hex characters of regtest's genesis block hash. */
export const REGTEST_CAIP2 = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex')
}

/** An input's `hash` (little-endian) as the txid people read. */
export function txidOfHash(hash: Uint8Array): string {
  return toHex(Uint8Array.from(hash).reverse())
}
