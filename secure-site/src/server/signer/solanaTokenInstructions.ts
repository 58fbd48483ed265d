/**
 * SPL Token, Token-2022 and Associated Token Account instructions in words, through
 * @solana-program/token's parsers: Transfer and TransferChecked with their amounts
 * (and the mint and decimals TransferChecked names), Create and CreateIdempotent of
 * an associated token account with its owner and mint; the instructions that hand
 * control over in solanaTokenControls.ts. Other token instructions are named, not
 * decoded. Token-2022 shares the SPL Token layouts up to tag 24; its
 * extension instructions (25 and up) are left unknown rather than misnamed.
 */
import {
  type AccountMeta,
  AccountRole,
  type Address,
  type Instruction,
  type InstructionWithAccounts,
  type InstructionWithData,
} from '@solana/kit'
import {
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
  identifyTokenInstruction,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseCreateAssociatedTokenInstruction,
  parseTransferCheckedInstruction,
  parseTransferInstruction,
  TokenInstruction,
} from '@solana-program/token'
import type { SolanaInstructionView } from '../../shared/apiContract'
import { tokenControl } from './solanaTokenControls'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** The last tag SPL Token and Token-2022 share (UiAmountToAmount). */
const LAST_SHARED_TAG = 24

export const TOKEN_PROGRAM_NAMES: Readonly<Record<string, string>> = {
  [TOKEN_PROGRAM]: 'Token Program',
  [TOKEN_2022_PROGRAM]: 'Token-2022 Program',
  [ASSOCIATED_TOKEN_PROGRAM]: 'Associated Token Account Program',
}

/** One compiled instruction with its accounts named (an address, or a lookup-table label). */
export interface CompiledInstruction {
  program: string
  accounts: string[]
  data: Uint8Array
}

export type Parsable = Instruction &
  InstructionWithAccounts<readonly AccountMeta[]> &
  InstructionWithData<Uint8Array>

/** The parsers' instruction shape; account roles play no part in what is read. */
export function asParsable(compiled: CompiledInstruction, data = compiled.data): Parsable {
  return {
    programAddress: compiled.program as Address,
    accounts: compiled.accounts.map((account) => ({
      address: account as Address,
      role: AccountRole.READONLY,
    })),
    data,
  }
}

const other = (compiled: CompiledInstruction, name: string): SolanaInstructionView => ({
  kind: 'other',
  program: compiled.program,
  name: `${TOKEN_PROGRAM_NAMES[compiled.program]}: ${name}`,
  dataLength: compiled.data.length,
})

/**
 * A Token or Token-2022 instruction. `owners` maps the associated token accounts the
 * same transaction creates to their owners: a transfer's destination owner when known.
 */
export function tokenInstruction(
  compiled: CompiledInstruction,
  owners: ReadonlyMap<string, string>,
): SolanaInstructionView {
  const tag = compiled.data[0]
  if (tag === undefined || (compiled.program === TOKEN_2022_PROGRAM && tag > LAST_SHARED_TAG))
    return other(compiled, 'unknown instruction')
  let type: TokenInstruction
  try {
    type = identifyTokenInstruction(compiled.data)
  } catch {
    return other(compiled, 'unknown instruction')
  }
  const name = TokenInstruction[type]
  try {
    const instruction = asParsable(compiled)
    if (type !== TokenInstruction.Transfer && type !== TokenInstruction.TransferChecked) {
      const token2022 = compiled.program === TOKEN_2022_PROGRAM
      return tokenControl(type, compiled, instruction, token2022) ?? other(compiled, name)
    }
    const checked =
      type === TokenInstruction.TransferChecked
        ? parseTransferCheckedInstruction(instruction)
        : undefined
    const { accounts, data } = checked ?? parseTransferInstruction(instruction)
    const destinationOwner = owners.get(accounts.destination.address)
    return {
      kind: 'tokenTransfer',
      instruction: name,
      program: compiled.program,
      source: accounts.source.address,
      destination: accounts.destination.address,
      ...(destinationOwner ? { destinationOwner } : {}),
      authority: accounts.authority.address,
      amount: data.amount.toString(),
      ...(checked ? { mint: checked.accounts.mint.address, decimals: checked.data.decimals } : {}),
    }
  } catch {
    return other(compiled, `malformed ${name}`)
  }
}

/** An Associated Token Account instruction; empty data is Create, as the program reads it. */
export function associatedTokenInstruction(compiled: CompiledInstruction): SolanaInstructionView {
  let type: AssociatedTokenInstruction
  try {
    type =
      compiled.data.length === 0
        ? AssociatedTokenInstruction.CreateAssociatedToken
        : identifyAssociatedTokenInstruction(compiled.data)
  } catch {
    return other(compiled, 'unknown instruction')
  }
  if (type === AssociatedTokenInstruction.RecoverNestedAssociatedToken)
    return other(compiled, 'RecoverNested')
  const idempotent = type === AssociatedTokenInstruction.CreateAssociatedTokenIdempotent
  try {
    const { accounts } = idempotent
      ? parseCreateAssociatedTokenIdempotentInstruction(asParsable(compiled))
      : parseCreateAssociatedTokenInstruction(asParsable(compiled, Uint8Array.of(0)))
    return {
      kind: 'createTokenAccount',
      instruction: idempotent ? 'CreateIdempotent' : 'Create',
      payer: accounts.payer.address,
      account: accounts.ata.address,
      owner: accounts.owner.address,
      mint: accounts.mint.address,
      tokenProgram: accounts.tokenProgram.address,
    }
  } catch {
    return other(compiled, `malformed ${idempotent ? 'CreateIdempotent' : 'Create'}`)
  }
}

/** The owners of the associated token accounts a transaction's instructions create. */
export function createdAccountOwners(
  instructions: readonly CompiledInstruction[],
): Map<string, string> {
  const owners = new Map<string, string>()
  for (const compiled of instructions) {
    if (compiled.program !== ASSOCIATED_TOKEN_PROGRAM) continue
    const view = associatedTokenInstruction(compiled)
    if (view.kind === 'createTokenAccount') owners.set(view.account, view.owner)
  }
  return owners
}
