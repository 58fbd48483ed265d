/**
 * Compute Budget instructions in words, and the most a Solana transaction can cost in
 * fees: signatures × 5,000 lamports, plus the priority fee ceil(limit × price / 10^6)
 * lamports, price in micro-lamports per compute unit. Read by hand: four fixed layouts
 * (a u8 tag then a little-endian integer), no package of their own needed.
 *
 * The rules, from Agave (compute-budget/src/compute_budget_limits.rs and
 * compute-budget-instruction/src/compute_budget_instruction_details.rs):
 * - DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200,000 per instruction that is not a
 *   Compute Budget one, when no SetComputeUnitLimit is given;
 * - MAX_COMPUTE_UNIT_LIMIT = 1,400,000 caps both the default and a requested limit;
 * - SIMD-0170 lowers the default to 3,000 per builtin-program instruction once active.
 *   The card keeps 200,000 for every instruction: never less than the real default,
 *   so the fee it shows is a maximum, never an underestimate.
 * The base fee is 5,000 lamports per signature (lamports_per_signature on every
 * cluster today); signatures verified by precompiles (Ed25519, Secp256k1 programs)
 * also pay it and are not counted here.
 */
import type { SolanaFee, SolanaInstructionView } from '../../shared/apiContract'

export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
export const LAMPORTS_PER_SIGNATURE = 5_000n
export const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

type ComputeBudgetView = Extract<SolanaInstructionView, { kind: 'computeBudget' }>

/** Tag → name and byte size of its one little-endian argument. */
const LAYOUTS: Readonly<Record<number, [ComputeBudgetView['instruction'], 4 | 8]>> = {
  1: ['RequestHeapFrame', 4],
  2: ['SetComputeUnitLimit', 4],
  3: ['SetComputeUnitPrice', 8],
  4: ['SetLoadedAccountsDataSizeLimit', 4],
}

/** A Compute Budget instruction, or null for an unknown tag or a size its layout does not have. */
export function readComputeBudget(data: Uint8Array): ComputeBudgetView | null {
  const tag = data[0]
  const layout = tag === undefined ? undefined : LAYOUTS[tag]
  if (!layout) return null
  const [instruction, size] = layout
  // The program refuses any other length (bincode reads exactly one value).
  if (data.length !== 1 + size) return null
  const view = new DataView(data.buffer, data.byteOffset + 1, size)
  const value = size === 4 ? BigInt(view.getUint32(0, true)) : view.getBigUint64(0, true)
  return { kind: 'computeBudget', instruction, value: value.toString() }
}

/** The maximum fee of a transaction with `signatures` signers and these instructions. */
export function solanaFee(
  signatures: number,
  instructions: readonly { program: string; view: SolanaInstructionView }[],
): SolanaFee {
  let limit: number | undefined
  let price = 0n
  let others = 0
  for (const { program, view } of instructions) {
    if (program !== COMPUTE_BUDGET_PROGRAM) others += 1
    else if (view.kind === 'computeBudget' && view.instruction === 'SetComputeUnitLimit')
      limit = Number(view.value)
    else if (view.kind === 'computeBudget' && view.instruction === 'SetComputeUnitPrice')
      price = BigInt(view.value)
  }
  const computeUnitLimit = Math.min(
    limit ?? others * DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT,
    MAX_COMPUTE_UNIT_LIMIT,
  )
  const micro = BigInt(computeUnitLimit) * price
  const priority = (micro + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return {
    signatures,
    computeUnitLimit,
    computeUnitPrice: price.toString(),
    maxLamports: (BigInt(signatures) * LAMPORTS_PER_SIGNATURE + priority).toString(),
  }
}
