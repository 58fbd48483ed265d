/**
 * Address checks per namespace (SPEC §5). Every function here is total: any
 * input, of any type, gives a boolean and never throws, so callers can run
 * them on raw frame payloads and form input alike.
 */

export type AddressNamespace = 'eip155' | 'solana' | 'bip122'

const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Optional `0x` plus exactly 40 hex characters. EIP-55 casing is not checked (it needs keccak). */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/**
 * Base58, 32 to 44 characters, and it must decode to exactly 32 bytes (an
 * ed25519 public key): the length rule alone lets through 44-character strings
 * that are 33 bytes and can never be an account.
 */
export function isSolanaAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !SOLANA_ADDRESS.test(value)) return false
  return base58Decode(value)?.length === 32
}

/** Mainnet, testnet/signet or regtest: legacy base58check (P2PKH, P2SH) or segwit bech32/bech32m. */
export function isBitcoinAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false
  return isLegacyBitcoinAddress(value) || isSegwitAddress(value)
}

export function isAddressForNamespace(namespace: unknown, address: unknown): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'bip122':
      return isBitcoinAddress(address)
    default:
      return false
  }
}

// ─── base58 ──────────────────────────────────────────────────────────────────

/** Big-endian bytes of a base58 string, or undefined for a character outside the alphabet. */
function base58Decode(text: string): Uint8Array | undefined {
  const littleEndian: number[] = []
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char)
    if (carry < 0) return undefined
    for (let i = 0; i < littleEndian.length; i++) {
      carry += (littleEndian[i] ?? 0) * 58
      littleEndian[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) littleEndian.push(carry & 0xff)
  }
  // Each leading '1' stands for one leading zero byte.
  let zeros = 0
  while (text[zeros] === '1') zeros++
  const bytes = new Uint8Array(zeros + littleEndian.length)
  bytes.set(littleEndian.reverse(), zeros)
  return bytes
}

/** Version bytes: mainnet P2PKH `1…`, P2SH `3…`; testnet/regtest P2PKH `m…`/`n…`, P2SH `2…`. */
const LEGACY_VERSIONS = new Set([0x00, 0x05, 0x6f, 0xc4])

/**
 * Base58check: a version byte, a 20-byte hash and the first 4 bytes of
 * sha256(sha256(version + hash)). The checksum is verified because these are
 * addresses users send funds to, and a typo must not pass.
 */
function isLegacyBitcoinAddress(value: string): boolean {
  // 25 bytes encode to 26–35 characters; bounding first keeps decoding cheap.
  if (value.length < 26 || value.length > 35) return false
  const bytes = base58Decode(value)
  if (bytes?.length !== 25 || !LEGACY_VERSIONS.has(bytes[0] ?? -1)) return false
  const checksum = sha256(sha256(bytes.subarray(0, 21)))
  return checksum.subarray(0, 4).every((byte, i) => byte === bytes[21 + i])
}

// ─── sha256 (sync; crypto.subtle is async and these checks are not) ──────────

const SHA256_K = Uint32Array.of(
  0x428a2f98,
  0x71374491,
  0xb5c0fbcf,
  0xe9b5dba5,
  0x3956c25b,
  0x59f111f1,
  0x923f82a4,
  0xab1c5ed5,
  0xd807aa98,
  0x12835b01,
  0x243185be,
  0x550c7dc3,
  0x72be5d74,
  0x80deb1fe,
  0x9bdc06a7,
  0xc19bf174,
  0xe49b69c1,
  0xefbe4786,
  0x0fc19dc6,
  0x240ca1cc,
  0x2de92c6f,
  0x4a7484aa,
  0x5cb0a9dc,
  0x76f988da,
  0x983e5152,
  0xa831c66d,
  0xb00327c8,
  0xbf597fc7,
  0xc6e00bf3,
  0xd5a79147,
  0x06ca6351,
  0x14292967,
  0x27b70a85,
  0x2e1b2138,
  0x4d2c6dfc,
  0x53380d13,
  0x650a7354,
  0x766a0abb,
  0x81c2c92e,
  0x92722c85,
  0xa2bfe8a1,
  0xa81a664b,
  0xc24b8b70,
  0xc76c51a3,
  0xd192e819,
  0xd6990624,
  0xf40e3585,
  0x106aa070,
  0x19a4c116,
  0x1e376c08,
  0x2748774c,
  0x34b0bcb5,
  0x391c0cb3,
  0x4ed8aa4a,
  0x5b9cca4f,
  0x682e6ff3,
  0x748f82ee,
  0x78a5636f,
  0x84c87814,
  0x8cc70208,
  0x90befffa,
  0xa4506ceb,
  0xbef9a3f7,
  0xc67178f2,
)
const SHA256_H = Uint32Array.of(
  0x6a09e667,
  0xbb67ae85,
  0x3c6ef372,
  0xa54ff53a,
  0x510e527f,
  0x9b05688c,
  0x1f83d9ab,
  0x5be0cd19,
)

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/** FIPS 180-4 SHA-256 for the short inputs above (lengths below 2^29 bytes). */
function sha256(message: Uint8Array): Uint8Array {
  const length = Math.ceil((message.length + 9) / 64) * 64
  const padded = new Uint8Array(length)
  padded.set(message)
  padded[message.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(length - 4, message.length * 8)
  const hash = Uint32Array.from(SHA256_H)
  const w = new Uint32Array(64)
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4)
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15] ?? 0
      const y = w[i - 2] ?? 0
      const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)
      const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10)
      w[i] = (w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1
    }
    let a = hash[0] ?? 0
    let b = hash[1] ?? 0
    let c = hash[2] ?? 0
    let d = hash[3] ?? 0
    let e = hash[4] ?? 0
    let f = hash[5] ?? 0
    let g = hash[6] ?? 0
    let h = hash[7] ?? 0
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + (SHA256_K[i] ?? 0) + (w[i] ?? 0)) | 0
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0
      h = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    for (const [i, word] of [a, b, c, d, e, f, g, h].entries()) hash[i] = (hash[i] ?? 0) + word
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  for (const [i, word] of hash.entries()) outView.setUint32(i * 4, word)
  return out
}

// ─── bech32 / bech32m (BIP-173, BIP-350) ─────────────────────────────────────

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3] as const
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3
/** mainnet, testnet and signet, regtest */
const SEGWIT_HRPS = new Set(['bc', 'tb', 'bcrt'])

function bech32Polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    BECH32_GENERATOR.forEach((generator, i) => {
      if ((top >>> i) & 1) checksum ^= generator
    })
  }
  return checksum
}

/** Regroups 5-bit words into bytes; undefined when the padding is not valid (BIP-173). */
function fiveBitsToBytes(words: readonly number[]): number[] | undefined {
  let accumulator = 0
  let bits = 0
  const bytes: number[] = []
  for (const word of words) {
    accumulator = ((accumulator << 5) | word) & 0xfff
    bits += 5
    while (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >>> bits) & 0xff)
    }
  }
  if (bits >= 5 || ((accumulator << (8 - bits)) & 0xff) !== 0) return undefined
  return bytes
}

/**
 * A segwit address: known HRP, one case throughout, a valid checksum whose
 * variant matches the witness version (bech32 for v0, bech32m for v1–v16),
 * and a 2–40 byte program (exactly 20 or 32 for v0).
 */
function isSegwitAddress(value: string): boolean {
  // The shortest possible is 14 characters (`bc1` + v16 + 2-byte program + checksum).
  if (value.length < 14 || value.length > 90) return false
  const lower = value.toLowerCase()
  if (value !== lower && value !== value.toUpperCase()) return false
  const separator = lower.lastIndexOf('1')
  const hrp = lower.slice(0, separator)
  if (!SEGWIT_HRPS.has(hrp)) return false
  const data: number[] = []
  for (const char of lower.slice(separator + 1)) {
    const word = BECH32_CHARSET.indexOf(char)
    if (word < 0) return false
    data.push(word)
  }
  const version = data[0]
  if (version === undefined || version > 16 || data.length < 7) return false
  const expandedHrp = [...hrp].map((char) => char.charCodeAt(0))
  const checksum = bech32Polymod([
    ...expandedHrp.map((code) => code >> 5),
    0,
    ...expandedHrp.map((code) => code & 31),
    ...data,
  ])
  if (checksum !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false
  const program = fiveBitsToBytes(data.slice(1, -6))
  if (program === undefined || program.length < 2 || program.length > 40) return false
  return version !== 0 || program.length === 20 || program.length === 32
}
