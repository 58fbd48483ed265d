import { base58Decode, base58Encode } from '../../connectors/auth/base58'

/** The SPL Token and Token-2022 programs, and the Associated Token Account program that derives their accounts. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

// Curve25519 in Edwards form: p = 2^255 - 19, d = -121665 / 121666.
const P = 2n ** 255n - 19n
const mod = (value: bigint) => ((value % P) + P) % P
function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let b = mod(base)
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P
    b = (b * b) % P
    e >>= 1n
  }
  return result
}
const D = mod(-121665n * power(121666n, P - 2n))

/**
 * Whether 32 bytes decompress to a point of ed25519, as Solana's `is_on_curve`
 * (curve25519-dalek) decides: y from the low 255 bits, then x² = (y² − 1)/(d·y² + 1)
 * must be a square mod p. A program address must NOT be on the curve.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n
  for (let index = 31; index >= 0; index--) y = (y << 8n) | BigInt(bytes[index] ?? 0)
  y = mod(y & ((1n << 255n) - 1n))
  const y2 = (y * y) % P
  const x2 = mod((y2 - 1n) * power(D * y2 + 1n, P - 2n))
  // Euler's criterion: 0 or 1 for a square, p − 1 for a non-square.
  return power(x2, (P - 1n) / 2n) !== P - 1n
}

const MARKER = new TextEncoder().encode('ProgramDerivedAddress')

/**
 * `findProgramAddress`: the first bump from 255 down whose
 * sha256(seeds ‖ bump ‖ program ‖ "ProgramDerivedAddress") is off the curve.
 */
export async function findProgramAddress(
  seeds: readonly Uint8Array[],
  program: string,
): Promise<string> {
  const programBytes = base58Decode(program)
  for (let bump = 255; bump >= 0; bump--) {
    const input = Uint8Array.from([
      ...seeds.flatMap((seed) => [...seed]),
      bump,
      ...programBytes,
      ...MARKER,
    ])
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', input))
    if (!isOnCurve(hash)) return base58Encode(hash)
  }
  throw new Error('no program address for these seeds')
}

/** The associated token account of `owner` for `mint`, of the mint's token program. */
export function associatedTokenAddress(
  owner: string,
  mint: string,
  tokenProgram: string = TOKEN_PROGRAM,
): Promise<string> {
  return findProgramAddress(
    [base58Decode(owner), base58Decode(tokenProgram), base58Decode(mint)],
    ASSOCIATED_TOKEN_PROGRAM,
  )
}
