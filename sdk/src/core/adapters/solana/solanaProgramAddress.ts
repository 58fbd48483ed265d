import { base58Decode, base58Encode } from '@airlock/protocol'
import { ed25519 } from '@noble/curves/ed25519.js'

/** The SPL Token and Token-2022 programs, and the Associated Token Account program that derives their accounts. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/**
 * Whether 32 bytes decompress to a point of ed25519, as Solana's `is_on_curve`
 * (curve25519-dalek's `decompress`) decides: y from the low 255 bits, reduced mod p,
 * and x² = (y² − 1)/(d·y² + 1) a square; that is @noble/curves' ZIP-215 decoding, so
 * the audited curve code decides, not a hand-written one. A program address must NOT
 * be on the curve.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes, true)
    return true
  } catch {
    return false
  }
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
