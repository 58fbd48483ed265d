import { describe, expect, it } from 'vitest'
import type { SolanaTransactionView } from '../../shared/apiContract'
import { parseChainId } from '../chain'
import { describeRequest } from './describe'

const solana = parseChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const lifetime = {
  fee: { signatures: 1, computeUnitLimit: 200_000, computeUnitPrice: '0', maxLamports: '5000' },
  durableNonce: false,
}

describe('prepared Solana transactions', () => {
  it('shows each prepared transaction: fee payer, programs and instructions in words', () => {
    const payer = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
    const to = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const transactions: SolanaTransactionView[] = [
      {
        ...lifetime,
        version: 'legacy',
        feePayer: payer,
        programs: ['11111111111111111111111111111111'],
        instructions: [{ kind: 'systemTransfer', from: payer, to, lamports: '1500000000' }],
      },
      {
        ...lifetime,
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
          { label: 'Max fee', value: '0.000005 SOL' },
          {
            label: 'Fee breakdown',
            value: '1 × 5000 lamports + 200000 compute units × 0 micro-lamports',
          },
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
          { label: 'Max fee', value: '0.000005 SOL' },
          {
            label: 'Fee breakdown',
            value: '1 × 5000 lamports + 200000 compute units × 0 micro-lamports',
          },
        ],
      },
    ])
  })

  it('shows associated token accounts created, and whose account a transfer pays into', () => {
    const payer = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
    const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
    const created = {
      kind: 'createTokenAccount',
      payer,
      account: 'ata',
      owner: 'bob',
      mint: 'mint',
      tokenProgram: TOKEN_2022,
    } as const
    const transactions: SolanaTransactionView[] = [
      {
        ...lifetime,
        version: 'legacy',
        feePayer: payer,
        programs: ['ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', TOKEN_2022],
        instructions: [
          { ...created, instruction: 'CreateIdempotent' },
          { ...created, instruction: 'Create', tokenProgram: 'Other111' },
          {
            kind: 'tokenTransfer',
            instruction: 'TransferChecked',
            program: TOKEN_2022,
            source: 'src',
            destination: 'ata',
            destinationOwner: 'bob',
            authority: payer,
            amount: '10500000',
            mint: 'mint',
            decimals: 6,
          },
        ],
      },
    ]
    const { details } = describeRequest({
      method: 'solana_signAndSendTransaction',
      params: { transaction: 'a' },
      chain: solana,
      account: payer,
      prepared: { kind: 'solanaTransactions', params: { transaction: 'a' }, transactions },
    })
    expect(details[0]?.kind === 'fields' && details[0].fields.slice(3, -2)).toEqual([
      {
        label: 'Instruction 1',
        value: `Create the token account (if missing) ata of bob for token mint (Token-2022), paid by ${payer}`,
      },
      {
        label: 'Instruction 2',
        value: `Create the token account ata of bob for token mint (program Other111), paid by ${payer}`,
      },
      {
        label: 'Instruction 3',
        value: `Token TransferChecked: 10.5 of token mint from src to ata (token account of bob), authorised by ${payer}`,
      },
    ])
  })
})
