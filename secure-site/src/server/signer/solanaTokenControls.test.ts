import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, tokenInstruction } from './solanaTokenInstructions'

const key = () => Keypair.generate().publicKey.toBase58()
const account = key()
const mint = key()
const owner = key()
const delegate = key()
const destination = key()

function amount(tag: number, value: bigint, decimals?: number): Uint8Array {
  const bytes = new Uint8Array(decimals === undefined ? 9 : 10)
  bytes[0] = tag
  new DataView(bytes.buffer).setBigUint64(1, value, true)
  if (decimals !== undefined) bytes[9] = decimals
  return bytes
}
const read = (accounts: string[], data: Uint8Array, program = TOKEN_PROGRAM) =>
  tokenInstruction({ program, accounts, data }, new Map())
const U64_MAX = 2n ** 64n - 1n

describe('token instructions that hand control over', () => {
  it('reads SetAuthority: which authority, the current one, and the new one or none', () => {
    const newKey = Keypair.generate().publicKey
    const withNew = Uint8Array.of(6, 2, 1, ...newKey.toBytes())
    expect(read([account, owner], withNew)).toEqual({
      kind: 'tokenAuthority',
      program: TOKEN_PROGRAM,
      account,
      authorityType: 'AccountOwner',
      currentAuthority: owner,
      newAuthority: newKey.toBase58(),
    })
    expect(read([mint, owner], Uint8Array.of(6, 0, 0))).toMatchObject({
      authorityType: 'MintTokens',
      newAuthority: null,
    })
    expect(read([account, owner], Uint8Array.of(6, 3, 0))).toMatchObject({
      authorityType: 'CloseAccount',
    })
    // Token-2022's own authority types read by name; SPL Token has no type 8.
    expect(read([mint, owner], Uint8Array.of(6, 8, 0), TOKEN_2022_PROGRAM)).toMatchObject({
      authorityType: 'PermanentDelegate',
    })
    expect(read([mint, owner], Uint8Array.of(6, 8, 0))).toMatchObject({
      name: 'Token Program: malformed SetAuthority',
    })
    expect(read([account, owner], withNew.slice(0, 20))).toMatchObject({
      name: 'Token Program: malformed SetAuthority',
    })
    expect(read([account], Uint8Array.of(6, 2, 0))).toMatchObject({
      name: 'Token Program: malformed SetAuthority',
    })
  })

  it('reads Approve, ApproveChecked and Revoke with the delegate and the amount', () => {
    expect(read([account, delegate, owner], amount(4, U64_MAX))).toEqual({
      kind: 'tokenDelegate',
      instruction: 'Approve',
      program: TOKEN_PROGRAM,
      source: account,
      owner,
      delegate,
      amount: U64_MAX.toString(),
    })
    expect(
      read([account, mint, delegate, owner], amount(13, 1_500_000n, 6), TOKEN_2022_PROGRAM),
    ).toEqual({
      kind: 'tokenDelegate',
      instruction: 'ApproveChecked',
      program: TOKEN_2022_PROGRAM,
      source: account,
      owner,
      delegate,
      amount: '1500000',
      mint,
      decimals: 6,
    })
    expect(read([account, owner], Uint8Array.of(5))).toEqual({
      kind: 'tokenDelegate',
      instruction: 'Revoke',
      program: TOKEN_PROGRAM,
      source: account,
      owner,
    })
    expect(read([account, delegate, owner], amount(4, 5n).slice(0, 5))).toEqual({
      kind: 'other',
      program: TOKEN_PROGRAM,
      name: 'Token Program: malformed Approve',
      dataLength: 5,
    })
  })

  it('reads CloseAccount with where its lamports go', () => {
    expect(read([account, destination, owner], Uint8Array.of(9))).toEqual({
      kind: 'tokenClose',
      program: TOKEN_PROGRAM,
      account,
      destination,
      owner,
    })
    expect(read([account, destination], Uint8Array.of(9))).toMatchObject({
      name: 'Token Program: malformed CloseAccount',
    })
  })

  it('reads Burn, BurnChecked, MintTo and MintToChecked with their amounts', () => {
    expect(read([account, mint, owner], amount(8, 10n))).toEqual({
      kind: 'tokenSupply',
      instruction: 'Burn',
      program: TOKEN_PROGRAM,
      account,
      mint,
      authority: owner,
      amount: '10',
    })
    expect(read([account, mint, owner], amount(15, 10n, 2))).toMatchObject({
      instruction: 'BurnChecked',
      decimals: 2,
    })
    expect(read([mint, account, owner], amount(7, 99n))).toEqual({
      kind: 'tokenSupply',
      instruction: 'MintTo',
      program: TOKEN_PROGRAM,
      account,
      mint,
      authority: owner,
      amount: '99',
    })
    expect(read([mint, account, owner], amount(14, 99n, 9))).toMatchObject({
      instruction: 'MintToChecked',
      account,
      mint,
      decimals: 9,
    })
    expect(read([mint, account, owner], amount(14, 99n, 9).slice(0, 9))).toMatchObject({
      name: 'Token Program: malformed MintToChecked',
    })
  })

  it('reads FreezeAccount and ThawAccount', () => {
    expect(read([account, mint, owner], Uint8Array.of(10))).toEqual({
      kind: 'tokenFreeze',
      instruction: 'FreezeAccount',
      program: TOKEN_PROGRAM,
      account,
      mint,
      authority: owner,
    })
    expect(read([account, mint, owner], Uint8Array.of(11))).toMatchObject({
      instruction: 'ThawAccount',
    })
  })

  it('reads an unknown tag as unknown, never as another instruction', () => {
    expect(read([account], Uint8Array.of(200))).toEqual({
      kind: 'other',
      program: TOKEN_PROGRAM,
      name: 'Token Program: unknown instruction',
      dataLength: 1,
    })
    expect(read([account], Uint8Array.of(30), TOKEN_2022_PROGRAM)).toMatchObject({
      name: 'Token-2022 Program: unknown instruction',
    })
    expect(read([account], Uint8Array.of())).toMatchObject({
      name: 'Token Program: unknown instruction',
    })
  })
})
