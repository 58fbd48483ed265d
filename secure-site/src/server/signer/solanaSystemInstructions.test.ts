import {
  Keypair,
  NONCE_ACCOUNT_LENGTH,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { isAdvanceNonce, SYSTEM_PROGRAM, systemInstruction } from './solanaSystemInstructions'
import type { CompiledInstruction } from './solanaTokenInstructions'

const key = () => Keypair.generate().publicKey
const payer = key()
const wallet = key()
const other = key()
const base = key()
const program = key()
const nonce = key()
const authority = key()
const b58 = (k: { toBase58(): string }) => k.toBase58()

const compiled = (ix: TransactionInstruction): CompiledInstruction => ({
  program: ix.programId.toBase58(),
  accounts: ix.keys.map((meta) => meta.pubkey.toBase58()),
  data: new Uint8Array(ix.data),
})
const read = (ix: TransactionInstruction) => systemInstruction(compiled(ix))

describe('System instructions', () => {
  it('reads CreateAccount and CreateAccountWithSeed with lamports, space and the new owner', () => {
    expect(
      read(
        SystemProgram.createAccount({
          fromPubkey: payer,
          newAccountPubkey: wallet,
          lamports: 2_039_280,
          space: 165,
          programId: program,
        }),
      ),
    ).toEqual({
      kind: 'systemAccount',
      instruction: 'CreateAccount',
      account: b58(wallet),
      payer: b58(payer),
      lamports: '2039280',
      space: '165',
      owner: b58(program),
    })
    expect(
      read(
        SystemProgram.createAccountWithSeed({
          fromPubkey: payer,
          newAccountPubkey: other,
          basePubkey: base,
          seed: 'vault',
          lamports: 7,
          space: 0,
          programId: program,
        }),
      ),
    ).toEqual({
      kind: 'systemAccount',
      instruction: 'CreateAccountWithSeed',
      account: b58(other),
      payer: b58(payer),
      lamports: '7',
      space: '0',
      owner: b58(program),
      base: b58(base),
      seed: 'vault',
    })
  })

  it('reads Assign, AssignWithSeed, Allocate and AllocateWithSeed', () => {
    expect(read(SystemProgram.assign({ accountPubkey: wallet, programId: program }))).toEqual({
      kind: 'systemAccount',
      instruction: 'Assign',
      account: b58(wallet),
      owner: b58(program),
    })
    expect(
      read(
        SystemProgram.assign({
          accountPubkey: other,
          basePubkey: base,
          seed: 's',
          programId: program,
        }),
      ),
    ).toEqual({
      kind: 'systemAccount',
      instruction: 'AssignWithSeed',
      account: b58(other),
      owner: b58(program),
      base: b58(base),
      seed: 's',
    })
    expect(read(SystemProgram.allocate({ accountPubkey: wallet, space: 10 }))).toEqual({
      kind: 'systemAccount',
      instruction: 'Allocate',
      account: b58(wallet),
      space: '10',
    })
    expect(
      read(
        SystemProgram.allocate({
          accountPubkey: other,
          basePubkey: base,
          seed: 'x',
          space: 3,
          programId: program,
        }),
      ),
    ).toEqual({
      kind: 'systemAccount',
      instruction: 'AllocateWithSeed',
      account: b58(other),
      space: '3',
      owner: b58(program),
      base: b58(base),
      seed: 'x',
    })
  })

  it('reads the nonce instructions with their authorities, recipients and lamports', () => {
    const [create, initialize] = SystemProgram.createNonceAccount({
      fromPubkey: payer,
      noncePubkey: nonce,
      authorizedPubkey: authority,
      lamports: NONCE_ACCOUNT_LENGTH,
    }).instructions
    expect(read(create as TransactionInstruction).kind).toBe('systemAccount')
    expect(read(initialize as TransactionInstruction)).toEqual({
      kind: 'nonce',
      instruction: 'InitializeNonceAccount',
      nonceAccount: b58(nonce),
      authority: b58(authority),
    })
    const advance = SystemProgram.nonceAdvance({ noncePubkey: nonce, authorizedPubkey: authority })
    expect(read(advance)).toEqual({
      kind: 'nonce',
      instruction: 'AdvanceNonceAccount',
      nonceAccount: b58(nonce),
      authority: b58(authority),
    })
    expect(isAdvanceNonce(compiled(advance))).toBe(true)
    expect(
      read(
        SystemProgram.nonceWithdraw({
          noncePubkey: nonce,
          authorizedPubkey: authority,
          toPubkey: other,
          lamports: 1_000_000_000,
        }),
      ),
    ).toEqual({
      kind: 'nonce',
      instruction: 'WithdrawNonceAccount',
      nonceAccount: b58(nonce),
      authority: b58(authority),
      to: b58(other),
      lamports: '1000000000',
    })
    expect(
      read(
        SystemProgram.nonceAuthorize({
          noncePubkey: nonce,
          authorizedPubkey: authority,
          newAuthorizedPubkey: other,
        }),
      ),
    ).toEqual({
      kind: 'nonce',
      instruction: 'AuthorizeNonceAccount',
      nonceAccount: b58(nonce),
      authority: b58(authority),
      newAuthority: b58(other),
    })
  })

  it('names truncated data and missing accounts malformed, and an unknown tag unknown', () => {
    const assign = compiled(SystemProgram.assign({ accountPubkey: wallet, programId: program }))
    const other = (name: string, dataLength: number) => ({
      kind: 'other',
      program: SYSTEM_PROGRAM,
      name: `System Program: ${name}`,
      dataLength,
    })
    expect(systemInstruction({ ...assign, data: assign.data.slice(0, 20) })).toEqual(
      other('malformed Assign', 20),
    )
    expect(systemInstruction({ ...assign, accounts: [] })).toEqual(other('malformed Assign', 36))
    expect(systemInstruction({ ...assign, data: Uint8Array.of(99, 0, 0, 0, 1) })).toEqual(
      other('unknown instruction', 5),
    )
    expect(systemInstruction({ ...assign, data: Uint8Array.of(1) })).toEqual(
      other('unknown instruction', 1),
    )
    expect(isAdvanceNonce({ ...assign, data: Uint8Array.of(4, 0, 0, 0) })).toBe(false)
  })
})
