import { describe, expect, it } from 'vitest'
import type { SolanaInstructionView, SolanaTransactionView } from '../../shared/apiContract'
import { assertKeepsWallet } from './solanaHandOver'
import { SYSTEM_PROGRAM } from './solanaSystemInstructions'

const wallet = 'Wa11et1111111111111111111111111111111111111'
const program = 'Drainer111111111111111111111111111111111111'

const transaction = (...instructions: SolanaInstructionView[]): SolanaTransactionView => ({
  version: 'legacy',
  feePayer: wallet,
  programs: [SYSTEM_PROGRAM],
  instructions,
  fee: { signatures: 1, computeUnitLimit: 200_000, computeUnitPrice: '0', maxLamports: '5000' },
  durableNonce: false,
})

describe('assertKeepsWallet', () => {
  it('refuses Assign, AssignWithSeed and CreateAccount that give the wallet to another program', () => {
    for (const instruction of ['Assign', 'AssignWithSeed', 'CreateAccount'] as const) {
      expect(() =>
        assertKeepsWallet(
          [transaction({ kind: 'systemAccount', instruction, account: wallet, owner: program })],
          wallet,
        ),
      ).toThrow(/^This transaction would give your wallet to another program$/)
    }
  })

  it('lets another account be assigned, and the wallet stay with the System Program', () => {
    expect(() =>
      assertKeepsWallet(
        [
          transaction(
            { kind: 'systemAccount', instruction: 'Assign', account: program, owner: program },
            {
              kind: 'systemAccount',
              instruction: 'Assign',
              account: wallet,
              owner: SYSTEM_PROGRAM,
            },
            { kind: 'systemAccount', instruction: 'Allocate', account: wallet, space: '8' },
          ),
        ],
        wallet,
      ),
    ).not.toThrow()
  })
})
