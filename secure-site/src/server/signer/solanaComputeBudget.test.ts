import { ComputeBudgetProgram } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import type { SolanaInstructionView } from '../../shared/apiContract'
import { COMPUTE_BUDGET_PROGRAM, readComputeBudget, solanaFee } from './solanaComputeBudget'

const data = (ix: { data: Buffer }) => new Uint8Array(ix.data)
const other: SolanaInstructionView = { kind: 'other', program: 'P', dataLength: 0 }
const program = (view: SolanaInstructionView) => ({ program: COMPUTE_BUDGET_PROGRAM, view })

describe('readComputeBudget', () => {
  it('reads the unit limit, the unit price, the heap frame and the loaded-data limit', () => {
    expect(
      readComputeBudget(data(ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }))),
    ).toEqual({
      kind: 'computeBudget',
      instruction: 'SetComputeUnitLimit',
      value: '300000',
    })
    expect(
      readComputeBudget(
        data(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 2n ** 63n })),
      ),
    ).toEqual({
      kind: 'computeBudget',
      instruction: 'SetComputeUnitPrice',
      value: (2n ** 63n).toString(),
    })
    expect(
      readComputeBudget(data(ComputeBudgetProgram.requestHeapFrame({ bytes: 65_536 }))),
    ).toEqual({
      kind: 'computeBudget',
      instruction: 'RequestHeapFrame',
      value: '65536',
    })
    expect(readComputeBudget(Uint8Array.of(4, 0, 0, 1, 0))).toEqual({
      kind: 'computeBudget',
      instruction: 'SetLoadedAccountsDataSizeLimit',
      value: '65536',
    })
  })

  it('reads nothing from an unknown tag, a truncated value or trailing bytes', () => {
    expect(readComputeBudget(Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7, 8))).toBeNull()
    expect(readComputeBudget(Uint8Array.of(9, 0, 0, 0, 0))).toBeNull()
    expect(readComputeBudget(Uint8Array.of())).toBeNull()
    expect(readComputeBudget(Uint8Array.of(2, 1, 0))).toBeNull()
    expect(readComputeBudget(Uint8Array.of(3, 1, 0, 0, 0))).toBeNull()
    expect(readComputeBudget(Uint8Array.of(2, 1, 0, 0, 0, 0))).toBeNull()
  })
})

describe('solanaFee', () => {
  const limit = (units: number) =>
    program(readComputeBudget(data(ComputeBudgetProgram.setComputeUnitLimit({ units }))) ?? other)
  const price = (microLamports: number) =>
    program(
      readComputeBudget(data(ComputeBudgetProgram.setComputeUnitPrice({ microLamports }))) ?? other,
    )
  const plain = { program: 'Other', view: other }

  it('is 5000 lamports per signature with no priority fee', () => {
    expect(solanaFee(2, [plain])).toEqual({
      signatures: 2,
      computeUnitLimit: 200_000,
      computeUnitPrice: '0',
      maxLamports: '10000',
    })
  })

  it('adds ceil(limit × price / 10^6) lamports, with the limit the transaction sets', () => {
    // 300,000 × 3 micro-lamports = 0.9 lamport, rounded up to 1.
    expect(solanaFee(1, [limit(300_000), price(3), plain]).maxLamports).toBe('5001')
    expect(solanaFee(1, [limit(1_000_000), price(1_000_000), plain]).maxLamports).toBe('1005000')
  })

  it('defaults to 200,000 units per instruction that is not Compute Budget, capped at 1.4M', () => {
    expect(solanaFee(1, [price(1_000_000), plain, plain]).computeUnitLimit).toBe(400_000)
    expect(solanaFee(1, [price(1_000_000), ...Array(9).fill(plain)]).computeUnitLimit).toBe(
      1_400_000,
    )
    expect(solanaFee(1, [limit(5_000_000), price(1), plain]).computeUnitLimit).toBe(1_400_000)
  })
})
