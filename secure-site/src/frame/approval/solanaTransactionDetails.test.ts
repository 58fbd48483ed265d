import { describe, expect, it } from 'vitest'
import type { SolanaTransactionView } from '../../shared/apiContract'
import { parseChainId } from '../chain'
import { describeRequest } from './describe'

const solana = parseChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')

describe('prepared Solana transactions', () => {
  it('shows each prepared transaction: fee payer, programs and instructions in words', () => {
    const payer = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
    const to = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const transactions: SolanaTransactionView[] = [
      {
        version: 'legacy',
        feePayer: payer,
        programs: ['11111111111111111111111111111111'],
        instructions: [{ kind: 'systemTransfer', from: payer, to, lamports: '1500000000' }],
      },
      {
        version: 0,
        feePayer: payer,
        programs: [
          'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          'Prog1111111111111111111111111111111111111111',
        ],
        instructions: [
          {
            kind: 'tokenTransfer',
            instruction: 'TransferChecked',
            program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
            source: 'src',
            destination: 'dst',
            authority: payer,
            amount: '2500000',
            mint: 'mint',
            decimals: 6,
          },
          {
            kind: 'tokenTransfer',
            instruction: 'Transfer',
            program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
            source: 'src',
            destination: 'dst',
            authority: payer,
            amount: '7',
          },
          { kind: 'memo', text: 'thanks' },
          {
            kind: 'other',
            program: 'Prog1111111111111111111111111111111111111111',
            dataLength: 12,
          },
        ],
      },
    ]
    const { details } = describeRequest({
      method: 'solana_signAllTransactions',
      params: { transactions: ['a', 'b'] },
      chain: solana,
      account: payer,
      prepared: { kind: 'solanaTransactions', params: { transactions: ['a', 'b'] }, transactions },
    })
    expect(details).toEqual([
      {
        kind: 'fields',
        title: 'Transaction 1 of 2',
        fields: [
          { label: 'Fee payer', value: payer },
          { label: 'Version', value: 'legacy' },
          { label: 'Programs', value: '11111111111111111111111111111111' },
          { label: 'Instruction 1', value: `Transfer 1.5 SOL from ${payer} to ${to}` },
        ],
      },
      {
        kind: 'fields',
        title: 'Transaction 2 of 2',
        fields: [
          { label: 'Fee payer', value: payer },
          { label: 'Version', value: 'v0' },
          {
            label: 'Programs',
            value:
              'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA, Prog1111111111111111111111111111111111111111',
          },
          {
            label: 'Instruction 1',
            value: `Token TransferChecked: 2.5 of token mint from src to dst, authorised by ${payer}`,
          },
          {
            label: 'Instruction 2',
            value: `Token Transfer: 7 (in the token's smallest unit) from src to dst, authorised by ${payer}`,
          },
          { label: 'Instruction 3', value: 'Memo: thanks' },
          {
            label: 'Instruction 4',
            value:
              'Unknown instruction: program Prog1111111111111111111111111111111111111111, 12 bytes of data',
          },
        ],
      },
    ])
  })
})
