/**
 * The one Bitcoin address check (SPEC §5), for the protocol, the send form and the
 * wallet connectors alike: a typo must not pass, so every type's checksum is verified.
 *  - legacy base58check: P2PKH (`1…`; testnet and regtest `m…`/`n…`) and P2SH (`3…`; `2…`);
 *  - segwit: bech32 for v0, P2WPKH (20-byte program) and P2WSH (32), and bech32m for
 *    v1–v16, P2TR (v1, 32 bytes) and the future versions BIP-350 tells senders to accept;
 *    HRP `bc` (mainnet), `tb` (testnet, signet) or `bcrt` (regtest).
 * Total: any input gives a boolean and never throws. Codecs are @scure/base's, the hash
 * @noble/hashes' (both audited).
 */
import { type Bech32, type Bech32Decoded, bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from './sha256'

/** Version bytes: mainnet P2PKH `1…`, P2SH `3…`; testnet/regtest P2PKH `m…`/`n…`, P2SH `2…`. */
const LEGACY_VERSIONS = new Set([0x00, 0x05, 0x6f, 0xc4])
/** mainnet, testnet and signet, regtest */
const SEGWIT_HRPS = new Set(['bc', 'tb', 'bcrt'])
/** BIP-173: a segwit address is at most 90 characters. */
const SEGWIT_MAX_LENGTH = 90

const base58check = createBase58check(sha256)

export function isBitcoinAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false
  return isLegacyAddress(value) || isSegwitAddress(value)
}

/** Base58check: a version byte and a 20-byte hash, under sha256(sha256(…))'s first 4 bytes. */
function isLegacyAddress(value: string): boolean {
  // 25 bytes encode to 26–35 characters; bounding first keeps decoding cheap.
  if (value.length < 26 || value.length > 35) return false
  try {
    const payload = base58check.decode(value)
    return payload.length === 21 && LEGACY_VERSIONS.has(payload[0] ?? -1)
  } catch {
    return false
  }
}

/**
 * Known HRP, one case throughout (the decoder refuses mixed case), a checksum whose
 * variant matches the witness version (bech32 for v0, bech32m for v1–v16, so a v0
 * program under bech32m is refused), and a 2–40 byte program (20 or 32 for v0).
 */
function isSegwitAddress(value: string): boolean {
  const v0 = decodeBech32(bech32, value)
  const decoded = v0?.words[0] === 0 ? v0 : decodeBech32(bech32m, value)
  if (decoded === undefined || !SEGWIT_HRPS.has(decoded.prefix)) return false
  const [version, ...programWords] = decoded.words
  if (version === undefined || version > 16) return false
  if (version === 0 && decoded !== v0) return false
  let program: Uint8Array
  try {
    program = bech32.fromWords(programWords)
  } catch {
    // Leftover bits that are not zero padding (BIP-173).
    return false
  }
  if (program.length < 2 || program.length > 40) return false
  return version !== 0 || program.length === 20 || program.length === 32
}

/** The checked words under one checksum variant, or undefined. */
function decodeBech32(coder: Bech32, value: string): Bech32Decoded | undefined {
  try {
    return coder.decode(value as `${string}1${string}`, SEGWIT_MAX_LENGTH)
  } catch {
    return undefined
  }
}
