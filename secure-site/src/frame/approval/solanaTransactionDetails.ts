/**
 * Solana transactions as the card lists them, from the server's decoding of the very
 * bytes it will sign: fee payer, programs, and each instruction in words (transfers in
 * SOL or token units, token accounts created, memos, the rest by program and data length).
 */
import type { SolanaInstructionView, SolanaTransactionView } from '../../shared/apiContract'
import type { ApprovalDetail, DetailField } from './details'
import { formatUnits } from './units'

const LAMPORTS_PER_SOL_DECIMALS = 9
const TOKEN_PROGRAMS: Readonly<Record<string, string>> = {
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'SPL Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
}

function instructionText(instruction: SolanaInstructionView): string {
  switch (instruction.kind) {
    case 'systemTransfer':
      return `Transfer ${formatUnits(BigInt(instruction.lamports), LAMPORTS_PER_SOL_DECIMALS)} SOL from ${instruction.from} to ${instruction.to}`
    case 'tokenTransfer': {
      const amount =
        instruction.decimals === undefined
          ? `${instruction.amount} (in the token's smallest unit)`
          : `${formatUnits(BigInt(instruction.amount), instruction.decimals)} of token ${instruction.mint}`
      const to = instruction.destinationOwner
        ? `${instruction.destination} (token account of ${instruction.destinationOwner})`
        : instruction.destination
      return `Token ${instruction.instruction}: ${amount} from ${instruction.source} to ${to}, authorised by ${instruction.authority}`
    }
    case 'createTokenAccount': {
      const create =
        instruction.instruction === 'CreateIdempotent'
          ? 'Create the token account (if missing)'
          : 'Create the token account'
      return `${create} ${instruction.account} of ${instruction.owner} for token ${instruction.mint} (${TOKEN_PROGRAMS[instruction.tokenProgram] ?? `program ${instruction.tokenProgram}`}), paid by ${instruction.payer}`
    }
    case 'memo':
      return `Memo: ${instruction.text}`
    case 'other':
      return `${instruction.name ?? 'Unknown instruction'}: program ${instruction.program}, ${instruction.dataLength} bytes of data`
  }
}

export function solanaTransactionDetail(
  title: string,
  transaction: SolanaTransactionView,
): ApprovalDetail {
  const fields: DetailField[] = [
    { label: 'Fee payer', value: transaction.feePayer },
    {
      label: 'Version',
      value: transaction.version === 'legacy' ? 'legacy' : `v${transaction.version}`,
    },
    { label: 'Programs', value: transaction.programs.join(', ') },
    ...transaction.instructions.map((instruction, index) => ({
      label: `Instruction ${index + 1}`,
      value: instructionText(instruction),
    })),
  ]
  return { kind: 'fields', title, fields }
}

export function solanaTransactionDetails(transactions: SolanaTransactionView[]): ApprovalDetail[] {
  return transactions.map((transaction, index) =>
    solanaTransactionDetail(
      transactions.length === 1
        ? 'Transaction'
        : `Transaction ${index + 1} of ${transactions.length}`,
      transaction,
    ),
  )
}
