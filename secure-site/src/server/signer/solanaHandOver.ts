/**
 * The one Solana hand-over refused outright, before any card and again before signing:
 * an instruction that makes another program the owner of the user's own wallet (System
 * Assign, AssignWithSeed, or CreateAccount* of the wallet's address). The owner of an
 * account may debit it, so this gives every lamport the wallet will ever hold to
 * whoever controls that program; no wallet user means to sign it. Other hand-overs
 * (delegates, authorities, closes) are shown with a warning instead (the frame's
 * solanaWarnings.ts): they have honest uses.
 */
import type { SolanaTransactionView } from '../../shared/apiContract'
import { ServerError } from '../errors'
import { SYSTEM_PROGRAM } from './solanaSystemInstructions'

export function assertKeepsWallet(
  transactions: readonly SolanaTransactionView[],
  wallet: string,
): void {
  for (const transaction of transactions) {
    for (const instruction of transaction.instructions) {
      if (
        instruction.kind === 'systemAccount' &&
        instruction.account === wallet &&
        instruction.owner !== undefined &&
        instruction.owner !== SYSTEM_PROGRAM
      ) {
        throw new ServerError('WALLET_HANDOVER')
      }
    }
  }
}
