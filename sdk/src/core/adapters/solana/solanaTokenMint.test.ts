import { describe, expect, it } from 'vitest'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './solanaProgramAddress'
import { readTokenMint, tokenMintOf } from './solanaTokenMint'
import { mintData } from './solanaTokenMint.fake'

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const SYSTEM = '11111111111111111111111111111111'
/** Token-2022 ExtensionType values. */
const TRANSFER_FEE_CONFIG = 1
const NON_TRANSFERABLE = 9
const TRANSFER_HOOK = 14
const PAUSABLE = 26

const bytes = (length: number, fill = 0) => new Uint8Array(length).fill(fill)
/** TransferHook: authority, then the hook program. */
const hook = (program: Uint8Array) => Uint8Array.from([...bytes(32, 5), ...program])

describe('tokenMintOf', () => {
  it('reads the program and decimals of SPL Token and Token-2022 mints', () => {
    expect(tokenMintOf(MINT, TOKEN_PROGRAM, mintData(6))).toEqual({
      program: TOKEN_PROGRAM,
      decimals: 6,
    })
    expect(tokenMintOf(MINT, TOKEN_2022_PROGRAM, mintData(9))).toEqual({
      program: TOKEN_2022_PROGRAM,
      decimals: 9,
    })
  })

  it('lets through Token-2022 extensions a plain TransferChecked works with', () => {
    const mint = mintData(2, [
      // A transfer fee is withheld from the amount; a hook without a program does nothing.
      { type: TRANSFER_FEE_CONFIG, value: bytes(108) },
      { type: TRANSFER_HOOK, value: hook(bytes(32)) },
      { type: PAUSABLE, value: Uint8Array.from([...bytes(32, 3), 0]) },
    ])
    expect(tokenMintOf(MINT, TOKEN_2022_PROGRAM, mint)).toEqual({
      program: TOKEN_2022_PROGRAM,
      decimals: 2,
    })
  })

  it('refuses a non-transferable token', () => {
    const mint = mintData(0, [{ type: NON_TRANSFERABLE, value: bytes(0) }])
    expect(() => tokenMintOf(MINT, TOKEN_2022_PROGRAM, mint)).toThrow(
      'This token is non-transferable',
    )
  })

  it('refuses a token whose transfers call a transfer-hook program', () => {
    const mint = mintData(6, [{ type: TRANSFER_HOOK, value: hook(bytes(32, 9)) }])
    expect(() => tokenMintOf(MINT, TOKEN_2022_PROGRAM, mint)).toThrow(
      'This token runs a transfer hook on every transfer, which is not supported',
    )
  })

  it('refuses a paused token', () => {
    const mint = mintData(6, [{ type: PAUSABLE, value: Uint8Array.from([...bytes(32, 3), 1]) }])
    expect(() => tokenMintOf(MINT, TOKEN_2022_PROGRAM, mint)).toThrow('This token is paused')
  })

  it('refuses what is not an initialized mint: another owner, a token account, no init flag', () => {
    const message = `${MINT} is not a token mint`
    expect(() => tokenMintOf(MINT, SYSTEM, mintData(6))).toThrow(message)
    // A token account (165 bytes) of the SPL Token program, and one of Token-2022 (type 2).
    expect(() => tokenMintOf(MINT, TOKEN_PROGRAM, bytes(165, 1))).toThrow(message)
    const account2022 = mintData(6, [{ type: 7, value: bytes(0) }])
    account2022[165] = 2
    expect(() => tokenMintOf(MINT, TOKEN_2022_PROGRAM, account2022)).toThrow(message)
    // Extensions on an SPL Token mint do not exist: any other length is no mint.
    expect(() =>
      tokenMintOf(MINT, TOKEN_PROGRAM, mintData(6, [{ type: 1, value: bytes(4) }])),
    ).toThrow(message)
    const uninitialized = mintData(6)
    uninitialized[45] = 0
    expect(() => tokenMintOf(MINT, TOKEN_PROGRAM, uninitialized)).toThrow(message)
  })

  it('refuses extensions that run past the account', () => {
    const mint = mintData(6, [{ type: NON_TRANSFERABLE, value: bytes(4) }])
    expect(() => tokenMintOf(MINT, TOKEN_2022_PROGRAM, mint.subarray(0, mint.length - 1))).toThrow(
      'Malformed token mint',
    )
  })
})

describe('readTokenMint', () => {
  const node = (value: unknown) => async () => ({ context: { slot: 1 }, value })

  it('reads the mint account in base64 and checks it', async () => {
    const data = mintData(6)
    const calls: unknown[] = []
    const request = async (args: { method: string; params: unknown }) => {
      calls.push(args)
      return node({
        owner: TOKEN_2022_PROGRAM,
        data: [btoa(String.fromCharCode(...data)), 'base64'],
      })()
    }
    expect(await readTokenMint(request, MINT)).toEqual({ program: TOKEN_2022_PROGRAM, decimals: 6 })
    expect(calls).toEqual([
      { method: 'getAccountInfo', params: [MINT, { encoding: 'base64', commitment: 'confirmed' }] },
    ])
  })

  it('refuses a mint the chain does not hold', async () => {
    await expect(readTokenMint(node(null), MINT)).rejects.toThrow(`Token mint ${MINT} not found`)
  })
})
