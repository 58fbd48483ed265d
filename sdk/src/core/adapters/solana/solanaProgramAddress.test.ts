import { describe, expect, it } from 'vitest'
import { base58Decode } from '../../connectors/auth/base58'
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
})
