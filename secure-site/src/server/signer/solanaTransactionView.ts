/**
 * A Solana transaction in words, decoded from the very bytes the signer signs (the
 * same `decodeTransaction`): the fee payer, the programs it calls, System transfers
 * with their lamports and recipients, SPL Token and Token-2022 transfers with their
 * amounts, associated token accounts created, memos; any other instruction by program
 * id and data length. Legacy and version 0 alike; System instructions through
 * @solana-program/system's parsers (solanaSystemInstructions.ts), token ones through
 * @solana-program/token's (solanaTokenInstructions.ts, solanaTokenControls.ts),
 * Compute Budget ones and the maximum fee in solanaComputeBudget.ts.
 *
 * Accounts a versioned transaction loads from address lookup tables cannot be named
 * without fetching the table: they are shown as the table and index they come from.
 */
import type { SolanaInstructionView, SolanaTransactionView } from '../../shared/apiContract'
import { COMPUTE_BUDGET_PROGRAM, readComputeBudget, solanaFee } from './solanaComputeBudget'
import { isAdvanceNonce, SYSTEM_PROGRAM, systemInstruction } from './solanaSystemInstructions'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  associatedTokenInstruction,
  type CompiledInstruction,
  createdAccountOwners,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  TOKEN_PROGRAM_NAMES,
  tokenInstruction,
} from './solanaTokenInstructions'
import type { SolanaTransaction } from './solanaWire'

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM }
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
const MEMO_V1_PROGRAM = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'

const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  [SYSTEM_PROGRAM]: 'System Program',
  ...TOKEN_PROGRAM_NAMES,
  [COMPUTE_BUDGET_PROGRAM]: 'Compute Budget Program',
  [MEMO_PROGRAM]: 'Memo Program',
  [MEMO_V1_PROGRAM]: 'Memo Program (v1)',
}

type Compiled = CompiledInstruction

/** Every account the message refers to, by index: static keys, then table-loaded ones. */
function accountLabels(transaction: SolanaTransaction): string[] {
  const { message } = transaction
  const labels: string[] = [...message.staticAccounts]
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
  const loaded = (pick: 'writableIndexes' | 'readonlyIndexes') =>
    lookups.flatMap((lookup) =>
      lookup[pick].map((index) => `${lookup.lookupTableAddress} #${index} (lookup table)`),
    )
  return [...labels, ...loaded('writableIndexes'), ...loaded('readonlyIndexes')]
}

function compile(transaction: SolanaTransaction): Compiled[] {
  const labels = accountLabels(transaction)
  const label = (index: number) => labels[index] ?? `account #${index} (missing)`
  return transaction.message.instructions.map((compiled) => ({
    program: label(compiled.programAddressIndex),
    accounts: (compiled.accountIndices ?? []).map(label),
    data: new Uint8Array(compiled.data ?? []),
  }))
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

function instructionView(
  compiled: Compiled,
  owners: ReadonlyMap<string, string>,
): SolanaInstructionView {
  switch (compiled.program) {
    case SYSTEM_PROGRAM:
      return systemInstruction(compiled)
    case TOKEN_PROGRAM:
    case TOKEN_2022_PROGRAM:
      return tokenInstruction(compiled, owners)
    case ASSOCIATED_TOKEN_PROGRAM:
      return associatedTokenInstruction(compiled)
    case MEMO_PROGRAM:
    case MEMO_V1_PROGRAM:
      return memo(compiled)
    case COMPUTE_BUDGET_PROGRAM:
      return (
        readComputeBudget(compiled.data) ?? {
          kind: 'other',
          program: compiled.program,
          name: 'Compute Budget Program: unknown instruction',
          dataLength: compiled.data.length,
        }
      )
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

export function describeSolanaTransaction(transaction: SolanaTransaction): SolanaTransactionView {
  const compiled = compile(transaction)
  const owners = createdAccountOwners(compiled)
  const views = compiled.map((instruction) => instructionView(instruction, owners))
  const { header } = transaction.message
  return {
    version: transaction.message.version,
    feePayer: transaction.message.staticAccounts[0] ?? '',
    programs: [...new Set(compiled.map((instruction) => instruction.program))],
    instructions: views,
    fee: solanaFee(
      header.numSignerAccounts,
      compiled.map(({ program }, index) => ({
        program,
        view: views[index] as SolanaInstructionView,
      })),
    ),
    durableNonce: compiled[0] !== undefined && isAdvanceNonce(compiled[0]),
  }
}
