import { base58 } from '@scure/base'
import { VersionedTransaction } from '@solana/web3.js'

/** The parts of a wire transaction the RPC reports: keys, header, instructions, version. */
export interface WireTransaction {
  bytes: Uint8Array
  version: 'legacy' | 0
  signatures: string[]
  numRequiredSignatures: number
  recentBlockhash: string
  /** The static account keys (address-table lookups are not resolved). */
  accountKeys: string[]
  message: {
    header: {
      numRequiredSignatures: number
      numReadonlySignedAccounts: number
      numReadonlyUnsignedAccounts: number
    }
    instructions: { programIdIndex: number; accounts: number[]; data: string }[]
    addressTableLookups: {
      accountKey: string
      writableIndexes: number[]
      readonlyIndexes: number[]
    }[]
  }
}

/** The RPC's error for bytes that are no Solana transaction. */
export class MalformedTransactionError extends Error {}

export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  let tx: VersionedTransaction
  try {
    tx = VersionedTransaction.deserialize(bytes)
  } catch (cause) {
    throw new MalformedTransactionError(
      `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${String(cause)}`,
    )
  }
  const { message } = tx
  return {
    bytes,
    version: message.version,
    signatures: tx.signatures.map((signature) => base58.encode(signature)),
    numRequiredSignatures: message.header.numRequiredSignatures,
    recentBlockhash: message.recentBlockhash,
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    message: {
      header: { ...message.header },
      instructions: message.compiledInstructions.map((instruction) => ({
        programIdIndex: instruction.programIdIndex,
        accounts: [...instruction.accountKeyIndexes],
        data: base58.encode(instruction.data),
      })),
      addressTableLookups: message.addressTableLookups.map((lookup) => ({
        accountKey: lookup.accountKey.toBase58(),
        writableIndexes: [...lookup.writableIndexes],
        readonlyIndexes: [...lookup.readonlyIndexes],
      })),
    },
  }
}
