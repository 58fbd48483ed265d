import { base58Decode } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { associatedTokenAddress, isOnCurve } from './solanaProgramAddress'

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

describe('associated token accounts, derived by hand', () => {
  // Recorded once from @solana/spl-token's getAssociatedTokenAddressSync(USDC, owner, true).
  it.each([
    [
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      'F4YA4H7HeXLCvjLRKdh56FgE4cyHpPqLP1VCM6fEqEmX',
    ],
    // Bumps 255, 254 and 253 land on the curve here: the derivation must skip them.
    [
      '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      'F8biqkCRK2tHR6EncrcXDGgVTkGRrtojqyW39w41Qspn',
    ],
    ['11111111111111111111111111111111', 'HJt8Tjdsc9ms9i4WCZEzhzr4oyf3ANcdzXrNdLPFqm3M'],
  ])('owner %s → %s, as @solana/spl-token derives it', async (owner, expected) => {
    expect(await associatedTokenAddress(owner, USDC)).toBe(expected)
  })

  it('tells public keys (on the curve) from program addresses (off it)', () => {
    expect(isOnCurve(base58Decode('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'))).toBe(true)
    expect(isOnCurve(base58Decode('F4YA4H7HeXLCvjLRKdh56FgE4cyHpPqLP1VCM6fEqEmX'))).toBe(false)
  })

  it('decides the edge cases as curve25519-dalek does: x = 0 with the sign bit, y ≥ p', () => {
    // y = 1, x = 0 with the sign bit set: dalek negates 0 and accepts it.
    const identityWithSign = new Uint8Array(32)
    identityWithSign[0] = 1
    identityWithSign[31] = 0x80
    expect(isOnCurve(identityWithSign)).toBe(true)
    // y = p + 1 (2^255 − 18), not reduced: dalek reduces it to y = 1, on the curve.
    const unreduced = new Uint8Array(32).fill(0xff)
    unreduced[0] = 0xee
    unreduced[31] = 0x7f
    expect(isOnCurve(unreduced)).toBe(true)
  })
})
