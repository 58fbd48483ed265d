/**
 * Solana transactions as the card lists them, from the server's decoding of the very
 * bytes it will sign: fee payer, programs, each instruction in words
 * (solanaInstructionText.ts), and the most the transaction can cost in fees, as the
 * EVM card shows its max fee.
 */
import type { SolanaTransactionView } from '../../shared/apiContract'
import type { ApprovalDetail, DetailField } from './details'
import { instructionText, sol } from './solanaInstructionText'

export function solanaTransactionDetail(
  title: string,
  transaction: SolanaTransactionView,
): ApprovalDetail {
  const { fee } = transaction
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
    { label: 'Max fee', value: sol(fee.maxLamports) },
    {
      label: 'Fee breakdown',
      value: `${fee.signatures} × 5000 lamports + ${fee.computeUnitLimit} compute units × ${fee.computeUnitPrice} micro-lamports`,
    },
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
