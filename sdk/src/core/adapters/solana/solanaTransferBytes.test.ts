import { describe, expect, it } from 'vitest'
import { buildSolanaTransfer } from './solanaTransferBytes'

const FROM = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const TO = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'

/**
 * @solana/web3.js 1.x `new Transaction({ feePayer: FROM, recentBlockhash: BLOCKHASH })
 * .add(SystemProgram.transfer({ fromPubkey: FROM, toPubkey: TO, lamports: 1_500_000_000 }))
 * .serialize({ requireAllSignatures: false, verifySignatures: false })`, recorded once:
 * the bytes the library would send, to hold the hand-built ones against.
 */
const WEB3_TRANSFER = `01${'00'.repeat(64)}01000103850f2d6e02a47af824d09ab69dc42d70cb28cbfa249fb7ee57b9d256c12762ef321cfa5add185e8893a5fd88013ec4d7e122ded46354cadff50d956395e75b600000000000000000000000000000000000000000000000000000000000000000c49ae77603782054f17a9decea43b444eba0edb12c6f1d31c6e0e4a84bf052eb01020200010c02000000002f685900000000`

const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

describe('the hand-built SOL transfer', () => {
  it('has the bytes @solana/web3.js gives the same transfer', () => {
    const bytes = buildSolanaTransfer({
      from: FROM,
      to: TO,
      lamports: 1_500_000_000n,
      recentBlockhash: BLOCKHASH,
    })
    expect(hex(bytes)).toBe(WEB3_TRANSFER)
  })

  it('lists the account once when sending to oneself', () => {
    const bytes = buildSolanaTransfer({
      from: FROM,
      to: FROM,
      lamports: 1n,
      recentBlockhash: BLOCKHASH,
    })
    // One signature slot (1 + 64), header (3), then two account keys: the sender and the program.
    expect(bytes[68]).toBe(2)
    expect(bytes.length).toBe(1 + 64 + 3 + 1 + 2 * 32 + 32 + 1 + 1 + 1 + 2 + 1 + 12)
  })

  it('refuses what is not a 32-byte key, and lamports outside u64', () => {
    const input = { from: FROM, to: TO, lamports: 1n, recentBlockhash: BLOCKHASH }
    expect(() => buildSolanaTransfer({ ...input, to: '0x1234' })).toThrow(TypeError)
    expect(() => buildSolanaTransfer({ ...input, lamports: -1n })).toThrow(RangeError)
    expect(() => buildSolanaTransfer({ ...input, lamports: 2n ** 64n })).toThrow(RangeError)
  })
})
