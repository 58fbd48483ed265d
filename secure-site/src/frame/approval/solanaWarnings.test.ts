import { describe, expect, it } from 'vitest'
import type { SolanaInstructionView, SolanaTransactionView } from '../../shared/apiContract'
import { DURABLE_NONCE_WARNING, solanaWarnings } from './solanaWarnings'

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const me = 'Me11111111111111111111111111111111111111111'

const tx = (
  instructions: SolanaInstructionView[],
  durableNonce = false,
): SolanaTransactionView => ({
  version: 'legacy',
  feePayer: me,
  programs: [],
  instructions,
  fee: { signatures: 1, computeUnitLimit: 200_000, computeUnitPrice: '0', maxLamports: '5000' },
  durableNonce,
})

describe('solanaWarnings', () => {
  it('warns when a token account of the user gets a new owner, a delegate, or is closed to someone else', () => {
    const warnings = solanaWarnings(
      [
        tx([
          {
            kind: 'tokenAuthority',
            program: TOKEN,
            account: 'ta',
            authorityType: 'AccountOwner',
            currentAuthority: me,
            newAuthority: 'thief',
          },
          {
            kind: 'tokenAuthority',
            program: TOKEN,
            account: 'ta',
            authorityType: 'CloseAccount',
            currentAuthority: me,
            newAuthority: null,
          },
          {
            kind: 'tokenDelegate',
            instruction: 'Approve',
            program: TOKEN,
            source: 'ta',
            owner: me,
            delegate: 'spender',
            amount: (2n ** 64n - 1n).toString(),
          },
          { kind: 'tokenClose', program: TOKEN, account: 'ta', destination: 'thief', owner: me },
          {
            kind: 'nonce',
            instruction: 'AuthorizeNonceAccount',
            nonceAccount: 'n',
            authority: me,
            newAuthority: 'thief',
          },
          { kind: 'systemAccount', instruction: 'Allocate', account: me, space: '8' },
        ]),
      ],
      me,
    )
    expect(warnings).toEqual([
      'Hand-over: the AccountOwner authority of your account ta goes to thief',
      'Hand-over: the CloseAccount authority of your account ta goes to no one (removed for good)',
      'Hand-over: spender may move up to Unlimited tokens out of your token account ta',
      'Hand-over: your token account ta is closed and its SOL goes to thief',
      'Hand-over: your nonce account n goes to thief',
      `Your wallet ${me} gets 8 bytes of data: it may no longer be able to pay fees or send SOL`,
    ])
  })

  it('stays quiet for what is not the user’s, a Revoke, or a close back to the user', () => {
    expect(
      solanaWarnings(
        [
          tx([
            {
              kind: 'tokenDelegate',
              instruction: 'Approve',
              program: TOKEN,
              source: 'ta',
              owner: 'someone',
              delegate: 'spender',
              amount: '1',
            },
            {
              kind: 'tokenDelegate',
              instruction: 'Revoke',
              program: TOKEN,
              source: 'ta',
              owner: me,
            },
            { kind: 'tokenClose', program: TOKEN, account: 'ta', destination: me, owner: me },
          ]),
        ],
        me,
      ),
    ).toEqual([])
  })

  it('flags a durable-nonce transaction, once', () => {
    expect(solanaWarnings([tx([], true), tx([], true)], me)).toEqual([DURABLE_NONCE_WARNING])
    expect(DURABLE_NONCE_WARNING).toBe(
      'Can be sent at any later time: this transaction uses a durable nonce, not a recent blockhash',
    )
  })
})
