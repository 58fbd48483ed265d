import { describe, expect, it } from 'vitest'
import type { SolanaInstructionView } from '../../shared/apiContract'
import { instructionText } from './solanaInstructionText'

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const SYSTEM = '11111111111111111111111111111111'
const U64_MAX = (2n ** 64n - 1n).toString()

const cases: [SolanaInstructionView, string][] = [
  [
    {
      kind: 'systemAccount',
      instruction: 'CreateAccount',
      account: 'new',
      payer: 'me',
      lamports: '2039280',
      space: '165',
      owner: TOKEN,
    },
    `Create account new with 0.00203928 SOL paid by me, 165 bytes, owned by program ${TOKEN}`,
  ],
  [
    {
      kind: 'systemAccount',
      instruction: 'CreateAccountWithSeed',
      account: 'new',
      payer: 'me',
      lamports: '1',
      space: '0',
      owner: SYSTEM,
      base: 'base',
      seed: 'vault',
    },
    'Create account new (derived from base with seed "vault") with 0.000000001 SOL paid by me, 0 bytes, owned by the System Program',
  ],
  [
    { kind: 'systemAccount', instruction: 'Assign', account: 'acc', owner: 'Prog' },
    'Assign account acc to program Prog: the program becomes its owner',
  ],
  [
    {
      kind: 'systemAccount',
      instruction: 'AssignWithSeed',
      account: 'acc',
      owner: 'Prog',
      base: 'b',
      seed: 's',
    },
    'Assign account acc (derived from b with seed "s") to program Prog: the program becomes its owner',
  ],
  [
    { kind: 'systemAccount', instruction: 'Allocate', account: 'acc', space: '10' },
    'Allocate 10 bytes of data in account acc',
  ],
  [
    { kind: 'nonce', instruction: 'InitializeNonceAccount', nonceAccount: 'n', authority: 'a' },
    'Initialize nonce account n with authority a',
  ],
  [
    { kind: 'nonce', instruction: 'AdvanceNonceAccount', nonceAccount: 'n', authority: 'a' },
    'Advance nonce account n, authorised by a',
  ],
  [
    {
      kind: 'nonce',
      instruction: 'WithdrawNonceAccount',
      nonceAccount: 'n',
      authority: 'a',
      to: 'thief',
      lamports: '1500000000',
    },
    'Withdraw 1.5 SOL from nonce account n to thief, authorised by a',
  ],
  [
    {
      kind: 'nonce',
      instruction: 'AuthorizeNonceAccount',
      nonceAccount: 'n',
      authority: 'a',
      newAuthority: 'b',
    },
    'Change the authority of nonce account n from a to b',
  ],
  [
    {
      kind: 'tokenAuthority',
      program: TOKEN,
      account: 'ta',
      authorityType: 'AccountOwner',
      currentAuthority: 'me',
      newAuthority: 'thief',
    },
    'Token SetAuthority: the AccountOwner authority of ta goes from me to thief',
  ],
  [
    {
      kind: 'tokenAuthority',
      program: TOKEN,
      account: 'mint',
      authorityType: 'MintTokens',
      currentAuthority: 'me',
      newAuthority: null,
    },
    'Token SetAuthority: the MintTokens authority of mint goes from me to no one (removed for good)',
  ],
  [
    {
      kind: 'tokenDelegate',
      instruction: 'Approve',
      program: TOKEN,
      source: 'ta',
      owner: 'me',
      delegate: 'spender',
      amount: U64_MAX,
    },
    'Token Approve: spender may move up to Unlimited tokens from ta, authorised by me',
  ],
  [
    {
      kind: 'tokenDelegate',
      instruction: 'ApproveChecked',
      program: TOKEN,
      source: 'ta',
      owner: 'me',
      delegate: 'spender',
      amount: '1500000',
      mint: 'USDC',
      decimals: 6,
    },
    'Token ApproveChecked: spender may move up to 1.5 of token USDC from ta, authorised by me',
  ],
  [
    { kind: 'tokenDelegate', instruction: 'Revoke', program: TOKEN, source: 'ta', owner: 'me' },
    'Token Revoke: remove the delegate of ta, authorised by me',
  ],
  [
    { kind: 'tokenClose', program: TOKEN, account: 'ta', destination: 'thief', owner: 'me' },
    'Token CloseAccount: close ta and send its SOL to thief, authorised by me',
  ],
  [
    {
      kind: 'tokenSupply',
      instruction: 'Burn',
      program: TOKEN,
      account: 'ta',
      mint: 'm',
      authority: 'me',
      amount: '7',
    },
    "Token Burn: destroy 7 (in the token's smallest unit) of token m from ta, authorised by me",
  ],
  [
    {
      kind: 'tokenSupply',
      instruction: 'MintToChecked',
      program: TOKEN,
      account: 'ta',
      mint: 'm',
      authority: 'me',
      amount: '250',
      decimals: 2,
    },
    'Token MintToChecked: create 2.5 of token m into ta, authorised by me',
  ],
  [
    {
      kind: 'tokenFreeze',
      instruction: 'FreezeAccount',
      program: TOKEN,
      account: 'ta',
      mint: 'm',
      authority: 'fa',
    },
    'Token FreezeAccount: freeze ta (token m), authorised by fa',
  ],
  [
    { kind: 'computeBudget', instruction: 'SetComputeUnitLimit', value: '300000' },
    'Compute unit limit: 300000',
  ],
  [
    { kind: 'computeBudget', instruction: 'SetComputeUnitPrice', value: '5000' },
    'Compute unit price: 5000 micro-lamports',
  ],
  [
    { kind: 'other', program: TOKEN, name: 'Token Program: unknown instruction', dataLength: 1 },
    `Token Program: unknown instruction: program ${TOKEN}, 1 bytes of data`,
  ],
]

describe('instructionText', () => {
  it.each(cases)('%o', (view, text) => {
    expect(instructionText(view)).toBe(text)
  })
})
