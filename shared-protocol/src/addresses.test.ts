import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAddressForNamespace, isBitcoinAddress, isEvmAddress, isSolanaAddress } from './addresses'

// ─── independent encoders, so valid addresses can be generated ───────────────

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function base58Encode(bytes: Uint8Array): string {
  let n = bytes.reduce((acc, byte) => acc * 256n + BigInt(byte), 0n)
  let out = ''
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out
    n /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

function base58check(version: number, hash: Uint8Array): string {
  const payload = Buffer.concat([Buffer.of(version), hash])
  const once = createHash('sha256').update(payload).digest()
  const checksum = createHash('sha256').update(once).digest().subarray(0, 4)
  return base58Encode(Buffer.concat([payload, checksum]))
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

function polymod(values: number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
  let chk = 1
  for (const v of values) {
    const b = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ v
    for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= generator[i] ?? 0
  }
  return chk
}

function segwitEncode(hrp: string, version: number, program: Uint8Array): string {
  const words = [version]
  let acc = 0
  let bits = 0
  for (const byte of program) {
    acc = (acc << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      words.push((acc >>> bits) & 31)
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31)
  const expanded = [...hrp].map((c) => c.charCodeAt(0))
  const values = [...expanded.map((c) => c >> 5), 0, ...expanded.map((c) => c & 31), ...words]
  const mod = polymod([...values, 0, 0, 0, 0, 0, 0]) ^ (version === 0 ? 1 : 0x2bc830a3)
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >>> (5 * (5 - i))) & 31)
  return `${hrp}1${[...words, ...checksum].map((w) => BECH32[w]).join('')}`
}

/** `value` with the character at `index` replaced by a different one from `alphabet`. */
function mutate(value: string, index: number, alphabet: string, pick: number): string {
  const options = [...alphabet].filter((c) => c !== value[index])
  return value.slice(0, index) + options[pick % options.length] + value.slice(index + 1)
}

const bytes = (min: number, max = min) => fc.uint8Array({ minLength: min, maxLength: max })
const nonString = fc
  .anything({ withNullPrototype: true, withBigInt: true })
  .filter((v) => typeof v !== 'string')

// ─── EVM ─────────────────────────────────────────────────────────────────────

describe('isEvmAddress', () => {
  const address = 'd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

  it.each([`0x${address}`, address, `0x${'0'.repeat(40)}`])('accepts %s', (value) =>
    expect(isEvmAddress(value)).toBe(true),
  )

  it.each([
    `0x${address.slice(1)}`,
    `0x${address}5`,
    `0X${address}`,
    `0xg${address.slice(1)}`,
    ` 0x${address}`,
    `0x${address}\n`,
    '0x',
    '',
  ])('refuses %j', (value) => expect(isEvmAddress(value)).toBe(false))

  it('accepts any 40 hex characters, with or without 0x, and refuses other lengths', () => {
    const hexUnit = fc.constantFrom(...'0123456789abcdefABCDEF')
    const hex = (min: number, max: number) =>
      fc.string({ unit: hexUnit, minLength: min, maxLength: max })
    fc.assert(
      fc.property(hex(40, 40), fc.boolean(), (body, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${body}` : body)).toBe(true)
      }),
    )
    const otherLength = hex(0, 80).filter((s) => s.length !== 40)
    fc.assert(
      fc.property(otherLength, (body) => {
        expect(isEvmAddress(`0x${body}`)).toBe(false)
      }),
    )
  })
})

// ─── Solana ──────────────────────────────────────────────────────────────────

describe('isSolanaAddress', () => {
  const usdc = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

  it.each(['1'.repeat(32), 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', usdc])(
    'accepts %s',
    (value) => expect(isSolanaAddress(value)).toBe(true),
  )

  it.each([
    ['too short', '1'.repeat(31)],
    ['0 is not base58', `${usdc.slice(0, -1)}0`],
    ['O is not base58', `${usdc.slice(0, -1)}O`],
    ['l is not base58', `${usdc.slice(0, -1)}l`],
    ['44 characters but 33 bytes', 'z'.repeat(44)],
    ['an EVM address', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
  ])('refuses %s', (_, value) => expect(isSolanaAddress(value)).toBe(false))

  it('accepts the base58 of any 32 bytes and refuses 31 or 33 bytes', () => {
    fc.assert(
      fc.property(bytes(32), (key) => {
        expect(isSolanaAddress(base58Encode(key))).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.oneof(bytes(31), bytes(33)), (key) => {
        fc.pre(key[0] !== 0) // leading zero bytes would shorten it below 32 characters anyway
        expect(isSolanaAddress(base58Encode(key))).toBe(false)
      }),
    )
  })
})

// ─── Bitcoin ─────────────────────────────────────────────────────────────────

describe('isBitcoinAddress', () => {
  it.each([
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis, P2PKH
    '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH',
    '3LRW7jeCvQCRdPF8S3yUCfRAx4eqXFmdcr', // P2SH
    'mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r', // testnet P2PKH
    '2NByiBUaEXrhmqAsg7BbLpcQSAQs1EDwt5w', // testnet P2SH
    // BIP-173 and BIP-350 valid vectors
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw', // regtest
  ])('accepts %s', (value) => expect(isBitcoinAddress(value)).toBe(true))

  it.each([
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // genesis, typo in the checksum
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivgNa', // genesis, typo in the hash
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0', // 0 is not base58
    '1A1zP1eP5QGefi2DM', // too short
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // BIP-173 bad checksum
    // BIP-350 invalid vectors, in its order
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
    'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
    'bc1pw5dgrnzv',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
    'bc1gmk9yu',
    '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    '',
  ])('refuses %j', (value) => expect(isBitcoinAddress(value)).toBe(false))

  it('accepts any base58check address with a known version byte, and no single typo of it', () => {
    const version = fc.constantFrom(0x00, 0x05, 0x6f, 0xc4)
    fc.assert(
      fc.property(version, bytes(20), fc.nat(), fc.nat(), (v, hash, at, pick) => {
        const address = base58check(v, hash)
        expect(isBitcoinAddress(address)).toBe(true)
        expect(isBitcoinAddress(mutate(address, at % address.length, BASE58, pick))).toBe(false)
      }),
    )
  })

  it('refuses base58check with any other version byte', () => {
    const version = fc.nat(255).filter((v) => ![0x00, 0x05, 0x6f, 0xc4].includes(v))
    fc.assert(
      fc.property(version, bytes(20), (v, hash) => {
        expect(isBitcoinAddress(base58check(v, hash))).toBe(false)
      }),
    )
  })

  it('accepts any segwit address on bc, tb and bcrt, and no single typo of it', () => {
    const shape = fc.oneof(
      fc.tuple(fc.constant(0), fc.oneof(bytes(20), bytes(32))),
      fc.tuple(fc.integer({ min: 1, max: 16 }), bytes(2, 40)),
    )
    const hrp = fc.constantFrom('bc', 'tb', 'bcrt')
    fc.assert(
      fc.property(hrp, shape, fc.nat(), fc.nat(), (prefix, [version, program], at, pick) => {
        const address = segwitEncode(prefix, version, program)
        expect(isBitcoinAddress(address)).toBe(true)
        expect(isBitcoinAddress(address.toUpperCase())).toBe(true)
        // bech32 detects every single-character error in the data part.
        const index = prefix.length + 1 + (at % (address.length - prefix.length - 1))
        expect(isBitcoinAddress(mutate(address, index, BECH32, pick))).toBe(false)
      }),
    )
  })

  it('refuses segwit addresses of another network', () => {
    const program = new Uint8Array(20).fill(7)
    expect(isBitcoinAddress(segwitEncode('ltc', 0, program))).toBe(false)
    expect(isBitcoinAddress(segwitEncode('tbs', 0, program))).toBe(false)
  })
})

// ─── namespace dispatch and totality ─────────────────────────────────────────

describe('isAddressForNamespace', () => {
  const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
  const solana = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const bitcoin = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

  it('checks the address against its own namespace only', () => {
    expect(isAddressForNamespace('eip155', evm)).toBe(true)
    expect(isAddressForNamespace('solana', solana)).toBe(true)
    expect(isAddressForNamespace('bip122', bitcoin)).toBe(true)
    expect(isAddressForNamespace('eip155', solana)).toBe(false)
    expect(isAddressForNamespace('solana', evm)).toBe(false)
    expect(isAddressForNamespace('bip122', evm)).toBe(false)
  })

  it.each(['polkadot', 'cosmos', 'EIP155', '', '__proto__', 'constructor', null, 1])(
    'refuses the namespace %j',
    (namespace) => expect(isAddressForNamespace(namespace, evm)).toBe(false),
  )
})

describe('totality', () => {
  const checks = Object.entries({ isEvmAddress, isSolanaAddress, isBitcoinAddress })
  const anyString = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({ unit: fc.constantFrom(...BASE58) }),
  )

  it.each(checks)('%s is false for any non-string and boolean for any string', (_, check) => {
    fc.assert(
      fc.property(nonString, (value) => {
        expect(check(value)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(anyString, (value) => {
        expect(typeof check(value)).toBe('boolean')
      }),
    )
    expect(check('1'.repeat(100_000))).toBe(false)
    expect(check(`bc1${'q'.repeat(100_000)}`)).toBe(false)
  })

  it('isAddressForNamespace never throws for any pair of values', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (namespace, address) => {
        expect(typeof isAddressForNamespace(namespace, address)).toBe('boolean')
      }),
    )
  })
})
