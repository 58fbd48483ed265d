import { base58Encode } from '@airlock/protocol'
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import {
  describeSolanaTransaction,
  MEMO_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './solanaTransactionView'
import { decodeTransaction } from './solanaWire'

const payer = Keypair.generate().publicKey
const recipient = Keypair.generate().publicKey
const source = Keypair.generate().publicKey
const destination = Keypair.generate().publicKey
const mint = Keypair.generate().publicKey
const unknownProgram = Keypair.generate().publicKey
const blockhash = base58Encode(new Uint8Array(32).fill(3))
const SYSTEM = SystemProgram.programId.toBase58()

function amountData(tag: number, amount: bigint, decimals?: number): Buffer {
  const data = Buffer.alloc(decimals === undefined ? 9 : 10)
  data.writeUInt8(tag, 0)
  data.writeBigUInt64LE(amount, 1)
  if (decimals !== undefined) data.writeUInt8(decimals, 9)
  return data
}

const account = (pubkey: PublicKey, isSigner = false) => ({ pubkey, isSigner, isWritable: true })

/** Base58 of a legacy transaction, as a dapp would send it for signing. */
function legacy(...instructions: TransactionInstruction[]): string {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash })
  transaction.add(...instructions)
  return base58Encode(
    transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  )
}

const view = (text: string) => describeSolanaTransaction(decodeTransaction(text).transaction)

describe('describeSolanaTransaction', () => {
  it('reads System and SPL Token transfers, memos, and names what it does not decode', () => {
    const transfer = SystemProgram.transfer({
      fromPubkey: payer,
      toPubkey: recipient,
      lamports: 1_500_000_000,
    })
    const tokenTransfer = new TransactionInstruction({
      programId: new PublicKey(TOKEN_PROGRAM),
      keys: [account(source), account(destination), account(payer, true)],
      data: amountData(3, 1_000_000n),
    })
    const checked = new TransactionInstruction({
      programId: new PublicKey(TOKEN_2022_PROGRAM),
      keys: [account(source), account(mint), account(destination), account(payer, true)],
      data: amountData(12, 2_500_000n, 6),
    })
    const memo = new TransactionInstruction({
      programId: new PublicKey(MEMO_PROGRAM),
      keys: [],
      data: Buffer.from('order #42 \u202Egnp', 'utf8'),
    })
    const price = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1000 })
    const unknown = new TransactionInstruction({
      programId: unknownProgram,
      keys: [account(recipient)],
      data: Buffer.alloc(17),
    })
    const approve = new TransactionInstruction({
      programId: new PublicKey(TOKEN_PROGRAM),
      keys: [account(source), account(recipient), account(payer, true)],
      data: amountData(4, 5n),
    })
    const create = SystemProgram.createAccount({
      fromPubkey: payer,
      newAccountPubkey: recipient,
      lamports: 1,
      space: 0,
      programId: unknownProgram,
    })

    expect(view(legacy(transfer, tokenTransfer, checked, memo, price, unknown, approve))).toEqual({
      version: 'legacy',
      feePayer: payer.toBase58(),
      programs: [
        SYSTEM,
        TOKEN_PROGRAM,
        TOKEN_2022_PROGRAM,
        MEMO_PROGRAM,
        ComputeBudgetProgram.programId.toBase58(),
        unknownProgram.toBase58(),
      ],
      instructions: [
        {
          kind: 'systemTransfer',
          from: payer.toBase58(),
          to: recipient.toBase58(),
          lamports: '1500000000',
        },
        {
          kind: 'tokenTransfer',
          instruction: 'Transfer',
          program: TOKEN_PROGRAM,
          source: source.toBase58(),
          destination: destination.toBase58(),
          authority: payer.toBase58(),
          amount: '1000000',
        },
        {
          kind: 'tokenTransfer',
          instruction: 'TransferChecked',
          program: TOKEN_2022_PROGRAM,
          source: source.toBase58(),
          destination: destination.toBase58(),
          authority: payer.toBase58(),
          amount: '2500000',
          mint: mint.toBase58(),
          decimals: 6,
        },
        { kind: 'memo', text: 'order #42 \u202Egnp' },
        { kind: 'computeBudget', instruction: 'SetComputeUnitPrice', value: '1000' },
        { kind: 'other', program: unknownProgram.toBase58(), dataLength: 17 },
        {
          kind: 'tokenDelegate',
          instruction: 'Approve',
          program: TOKEN_PROGRAM,
          source: source.toBase58(),
          delegate: recipient.toBase58(),
          owner: payer.toBase58(),
          amount: '5',
        },
      ],
      // 6 instructions besides Compute Budget: 1.2M units at 1000 micro-lamports = 1200 lamports.
      fee: {
        signatures: 1,
        computeUnitLimit: 1_200_000,
        computeUnitPrice: '1000',
        maxLamports: '6200',
      },
      durableNonce: false,
    })
    expect(view(legacy(create)).instructions).toEqual([
      {
        kind: 'systemAccount',
        instruction: 'CreateAccount',
        account: recipient.toBase58(),
        payer: payer.toBase58(),
        lamports: '1',
        space: '0',
        owner: unknownProgram.toBase58(),
      },
    ])
  })

  it('reads a versioned transaction, naming accounts loaded from a lookup table by table and index', () => {
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: BigInt('18446744073709551615'),
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [recipient],
      },
    })
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: 42 }),
      ],
    }).compileToV0Message([table])
    const text = Buffer.from(new VersionedTransaction(message).serialize()).toString('base64')
    expect(view(text)).toEqual({
      version: 0,
      feePayer: payer.toBase58(),
      programs: [SYSTEM],
      instructions: [
        {
          kind: 'systemTransfer',
          from: payer.toBase58(),
          to: `${table.key.toBase58()} #0 (lookup table)`,
          lamports: '42',
        },
      ],
      fee: { signatures: 1, computeUnitLimit: 200_000, computeUnitPrice: '0', maxLamports: '5000' },
      durableNonce: false,
    })
  })

  it('names a token transfer whose data does not fit its layout instead of decoding it', () => {
    const short = new TransactionInstruction({
      programId: new PublicKey(TOKEN_PROGRAM),
      keys: [account(source), account(destination), account(payer, true)],
      data: Buffer.from([3, 1, 2]),
    })
    expect(view(legacy(short)).instructions).toEqual([
      {
        kind: 'other',
        program: TOKEN_PROGRAM,
        name: 'Token Program: malformed Transfer',
        dataLength: 3,
      },
    ])
  })

  it('reads associated token accounts created, and names the owner of a transfer’s destination it creates', () => {
    const ATA = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
    const token2022 = new PublicKey(TOKEN_2022_PROGRAM)
    const createKeys = [
      account(payer, true),
      account(destination),
      { pubkey: recipient, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: token2022, isSigner: false, isWritable: false },
    ]
    const idempotent = new TransactionInstruction({
      programId: ATA,
      keys: createKeys,
      data: Buffer.from([1]),
    })
    // Empty data: Create, as the program reads it.
    const create = new TransactionInstruction({
      programId: ATA,
      keys: createKeys,
      data: Buffer.alloc(0),
    })
    const checked = new TransactionInstruction({
      programId: token2022,
      keys: [account(source), account(mint), account(destination), account(payer, true)],
      data: amountData(12, 1_250_000n, 6),
    })
    const created = {
      kind: 'createTokenAccount',
      payer: payer.toBase58(),
      account: destination.toBase58(),
      owner: recipient.toBase58(),
      mint: mint.toBase58(),
      tokenProgram: TOKEN_2022_PROGRAM,
    }
    expect(view(legacy(idempotent, create, checked)).instructions).toEqual([
      { ...created, instruction: 'CreateIdempotent' },
      { ...created, instruction: 'Create' },
      {
        kind: 'tokenTransfer',
        instruction: 'TransferChecked',
        program: TOKEN_2022_PROGRAM,
        source: source.toBase58(),
        destination: destination.toBase58(),
        destinationOwner: recipient.toBase58(),
        authority: payer.toBase58(),
        amount: '1250000',
        mint: mint.toBase58(),
        decimals: 6,
      },
    ])
  })

  it('leaves unknown what it cannot read: Token-2022 extension tags, short account lists, other ATA tags', () => {
    const ATA = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
    // Tag 26 is Token-2022's TransferFeeExtension, not SPL Token's UnwrapLamports.
    const extension = new TransactionInstruction({
      programId: new PublicKey(TOKEN_2022_PROGRAM),
      keys: [account(source)],
      data: Buffer.from([26, 1, 0]),
    })
    const shortCreate = new TransactionInstruction({
      programId: ATA,
      keys: [account(payer, true), account(destination)],
      data: Buffer.from([1]),
    })
    const unknownTag = new TransactionInstruction({
      programId: ATA,
      keys: [],
      data: Buffer.from([9]),
    })
    const shortTransfer = new TransactionInstruction({
      programId: new PublicKey(TOKEN_PROGRAM),
      keys: [account(source), account(mint)],
      data: amountData(12, 5n, 6),
    })
    expect(view(legacy(extension, shortCreate, unknownTag, shortTransfer)).instructions).toEqual([
      {
        kind: 'other',
        program: TOKEN_2022_PROGRAM,
        name: 'Token-2022 Program: unknown instruction',
        dataLength: 3,
      },
      {
        kind: 'other',
        program: ATA.toBase58(),
        name: 'Associated Token Account Program: malformed CreateIdempotent',
        dataLength: 1,
      },
      {
        kind: 'other',
        program: ATA.toBase58(),
        name: 'Associated Token Account Program: unknown instruction',
        dataLength: 1,
      },
      {
        kind: 'other',
        program: TOKEN_PROGRAM,
        name: 'Token Program: malformed TransferChecked',
        dataLength: 10,
      },
    ])
  })

  it('reads a transfer with seed, and names a System instruction whose data is cut short', () => {
    const base = Keypair.generate().publicKey
    const withSeed = SystemProgram.transfer({
      fromPubkey: source,
      basePubkey: base,
      toPubkey: recipient,
      lamports: 7,
      seed: 'vault',
      programId: SystemProgram.programId,
    })
    const cut = new TransactionInstruction({
      programId: SystemProgram.programId,
      keys: [account(payer, true), account(recipient)],
      data: Buffer.from([2, 0, 0, 0, 1]),
    })
    expect(view(legacy(withSeed, cut)).instructions).toEqual([
      { kind: 'systemTransfer', from: source.toBase58(), to: recipient.toBase58(), lamports: '7' },
      {
        kind: 'other',
        program: SYSTEM,
        name: 'System Program: malformed TransferSol',
        dataLength: 5,
      },
    ])
  })
})
