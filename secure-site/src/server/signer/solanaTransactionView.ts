/**
 * A Solana transaction in words, decoded from the very bytes the signer signs (the
 * same `decodeTransaction`): the fee payer, the programs it calls, System transfers
 * with their lamports and recipients, SPL Token transfers with their amounts, memos;
 * any other instruction by program id and data length. Legacy and versioned
 * transactions alike, through @solana/web3.js's VersionedTransaction and its System
 * program decoder.
 *
 * Accounts a versioned transaction loads from address lookup tables cannot be named
 * without fetching the table: they are shown as the table and index they come from.
 */
import {
  ComputeBudgetProgram,
  PublicKey,
  SystemInstruction,
  SystemProgram,
  TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js'
import type { SolanaInstructionView, SolanaTransactionView } from '../../shared/apiContract'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
const MEMO_V1_PROGRAM = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'
const SYSTEM_PROGRAM = SystemProgram.programId.toBase58()

const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  [SYSTEM_PROGRAM]: 'System Program',
  [TOKEN_PROGRAM]: 'Token Program',
  [TOKEN_2022_PROGRAM]: 'Token-2022 Program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account Program',
  [ComputeBudgetProgram.programId.toBase58()]: 'Compute Budget Program',
  [MEMO_PROGRAM]: 'Memo Program',
  [MEMO_V1_PROGRAM]: 'Memo Program (v1)',
}

/** SPL Token instruction tags (the first data byte), same in Token-2022. */
const TOKEN_INSTRUCTIONS: Readonly<Record<number, string>> = {
  0: 'InitializeMint',
  1: 'InitializeAccount',
  2: 'InitializeMultisig',
  3: 'Transfer',
  4: 'Approve',
  5: 'Revoke',
  6: 'SetAuthority',
  7: 'MintTo',
  8: 'Burn',
  9: 'CloseAccount',
  10: 'FreezeAccount',
  11: 'ThawAccount',
  12: 'TransferChecked',
  13: 'ApproveChecked',
  14: 'MintToChecked',
  15: 'BurnChecked',
}

interface Compiled {
  program: string
  accounts: string[]
  data: Uint8Array
  /** Static keys where known, a placeholder for table-loaded ones (web3.js needs keys). */
  instruction: TransactionInstruction
}

/** Every account the message refers to, by index: static keys, then table-loaded ones. */
function accountLabels(transaction: VersionedTransaction): string[] {
  const { message } = transaction
  const labels = message.staticAccountKeys.map((key) => key.toBase58())
  const lookups = message.addressTableLookups
  const loaded = (pick: 'writableIndexes' | 'readonlyIndexes') =>
    lookups.flatMap((lookup) =>
      lookup[pick].map((index) => `${lookup.accountKey.toBase58()} #${index} (lookup table)`),
    )
  return [...labels, ...loaded('writableIndexes'), ...loaded('readonlyIndexes')]
}

function compile(transaction: VersionedTransaction): Compiled[] {
  const labels = accountLabels(transaction)
  const keys = transaction.message.staticAccountKeys
  const label = (index: number) => labels[index] ?? `account #${index} (missing)`
  return transaction.message.compiledInstructions.map((compiled) => {
    const programKey = keys[compiled.programIdIndex] ?? PublicKey.default
    return {
      program: label(compiled.programIdIndex),
      accounts: compiled.accountKeyIndexes.map(label),
      data: compiled.data,
      instruction: new TransactionInstruction({
        programId: programKey,
        keys: compiled.accountKeyIndexes.map((index) => ({
          pubkey: keys[index] ?? PublicKey.default,
          isSigner: false,
          isWritable: false,
        })),
        data: Buffer.from(compiled.data),
      }),
    }
  })
}

const u64 = (data: Uint8Array, offset: number) =>
  Buffer.from(data).readBigUInt64LE(offset).toString()

function systemInstruction(compiled: Compiled): SolanaInstructionView {
  const other = (name: string): SolanaInstructionView => ({
    kind: 'other',
    program: compiled.program,
    name: `System Program: ${name}`,
    dataLength: compiled.data.length,
  })
  let type: string
  try {
    type = SystemInstruction.decodeInstructionType(compiled.instruction)
  } catch {
    return other('unknown instruction')
  }
  try {
    if (type === 'Transfer') {
      const { lamports } = SystemInstruction.decodeTransfer(compiled.instruction)
      const [from = '', to = ''] = compiled.accounts
      return { kind: 'systemTransfer', from, to, lamports: lamports.toString() }
    }
    if (type === 'TransferWithSeed') {
      const { lamports } = SystemInstruction.decodeTransferWithSeed(compiled.instruction)
      const [from = '', , to = ''] = compiled.accounts
      return { kind: 'systemTransfer', from, to, lamports: lamports.toString() }
    }
  } catch {
    return other(`malformed ${type}`)
  }
  return other(type)
}

/** SPL Token's two transfer layouts; other tags are named, not decoded. */
function tokenInstruction(compiled: Compiled): SolanaInstructionView {
  const { data, accounts, program } = compiled
  const tag = data[0]
  const name = tag === undefined ? undefined : TOKEN_INSTRUCTIONS[tag]
  // Transfer: [3, amount u64] with source, destination, authority.
  if (tag === 3 && data.length === 9 && accounts.length >= 3) {
    const [source = '', destination = '', authority = ''] = accounts
    return {
      kind: 'tokenTransfer',
      instruction: 'Transfer',
      program,
      source,
      destination,
      authority,
      amount: u64(data, 1),
    }
  }
  // TransferChecked: [12, amount u64, decimals u8] with source, mint, destination, authority.
  if (tag === 12 && data.length === 10 && accounts.length >= 4) {
    const [source = '', mint = '', destination = '', authority = ''] = accounts
    return {
      kind: 'tokenTransfer',
      instruction: 'TransferChecked',
      program,
      source,
      destination,
      authority,
      amount: u64(data, 1),
      mint,
      decimals: data[9] ?? 0,
    }
  }
  return {
    kind: 'other',
    program,
    name: `${PROGRAM_NAMES[program]}: ${name ?? 'unknown instruction'}`,
    dataLength: data.length,
  }
}

function memo(compiled: Compiled): SolanaInstructionView {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(compiled.data)
    return { kind: 'memo', text }
  } catch {
    return {
      kind: 'other',
      program: compiled.program,
      name: 'Memo Program',
      dataLength: compiled.data.length,
    }
  }
}

function instructionView(compiled: Compiled): SolanaInstructionView {
  switch (compiled.program) {
    case SYSTEM_PROGRAM:
      return systemInstruction(compiled)
    case TOKEN_PROGRAM:
    case TOKEN_2022_PROGRAM:
      return tokenInstruction(compiled)
    case MEMO_PROGRAM:
    case MEMO_V1_PROGRAM:
      return memo(compiled)
    default: {
      const name = PROGRAM_NAMES[compiled.program]
      return {
        kind: 'other',
        program: compiled.program,
        ...(name ? { name } : {}),
        dataLength: compiled.data.length,
      }
    }
  }
}

export function describeSolanaTransaction(
  transaction: VersionedTransaction,
): SolanaTransactionView {
  const compiled = compile(transaction)
  return {
    version: transaction.version,
    feePayer: transaction.message.staticAccountKeys[0]?.toBase58() ?? '',
    programs: [...new Set(compiled.map((instruction) => instruction.program))],
    instructions: compiled.map(instructionView),
  }
}
