/**
 * System Program instructions in words, through @solana-program/system's parsers:
 * transfers with their lamports and parties; accounts created, assigned or allocated
 * with the lamports paid, the bytes allocated and the program that will own them (the
 * hand-over a drainer wants: whoever owns an account may take its lamports); and the
 * durable-nonce instructions with their authorities and withdrawals. A tag the program
 * does not have reads 'unknown instruction'; data too short for its layout, or missing
 * accounts, read 'malformed <name>': never a wrong name or a wrong amount.
 */
import {
  identifySystemInstruction,
  parseAdvanceNonceAccountInstruction,
  parseAllocateInstruction,
  parseAllocateWithSeedInstruction,
  parseAssignInstruction,
  parseAssignWithSeedInstruction,
  parseAuthorizeNonceAccountInstruction,
  parseCreateAccountAllowPrefundInstruction,
  parseCreateAccountInstruction,
  parseCreateAccountWithSeedInstruction,
  parseInitializeNonceAccountInstruction,
  parseTransferSolInstruction,
  parseTransferSolWithSeedInstruction,
  parseUpgradeNonceAccountInstruction,
  parseWithdrawNonceAccountInstruction,
  SystemInstruction,
} from '@solana-program/system'
import type { SolanaInstructionView } from '../../shared/apiContract'
import { asParsable, type CompiledInstruction } from './solanaTokenInstructions'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'

type Parsable = ReturnType<typeof asParsable>

function read(type: SystemInstruction, instruction: Parsable): SolanaInstructionView | null {
  switch (type) {
    case SystemInstruction.TransferSol:
    case SystemInstruction.TransferSolWithSeed: {
      const parse =
        type === SystemInstruction.TransferSol
          ? parseTransferSolInstruction
          : parseTransferSolWithSeedInstruction
      const { accounts, data } = parse(instruction)
      return {
        kind: 'systemTransfer',
        from: accounts.source.address,
        to: accounts.destination.address,
        lamports: data.amount.toString(),
      }
    }
    case SystemInstruction.CreateAccount: {
      const { accounts, data } = parseCreateAccountInstruction(instruction)
      return {
        kind: 'systemAccount',
        instruction: 'CreateAccount',
        account: accounts.newAccount.address,
        payer: accounts.payer.address,
        lamports: data.lamports.toString(),
        space: data.space.toString(),
        owner: data.programAddress,
      }
    }
    case SystemInstruction.CreateAccountAllowPrefund: {
      const { accounts, data } = parseCreateAccountAllowPrefundInstruction(instruction)
      return {
        kind: 'systemAccount',
        instruction: 'CreateAccountAllowPrefund',
        account: accounts.newAccount.address,
        ...(accounts.payer ? { payer: accounts.payer.address } : {}),
        lamports: data.lamports.toString(),
        space: data.space.toString(),
        owner: data.programAddress,
      }
    }
    case SystemInstruction.CreateAccountWithSeed: {
      const { accounts, data } = parseCreateAccountWithSeedInstruction(instruction)
      return {
        kind: 'systemAccount',
        instruction: 'CreateAccountWithSeed',
        account: accounts.newAccount.address,
        payer: accounts.payer.address,
        lamports: data.amount.toString(),
        space: data.space.toString(),
        owner: data.programAddress,
        base: data.base,
        seed: data.seed,
      }
    }
    case SystemInstruction.Assign: {
      const { accounts, data } = parseAssignInstruction(instruction)
      return {
        kind: 'systemAccount',
        instruction: 'Assign',
        account: accounts.account.address,
        owner: data.programAddress,
      }
    }
    case SystemInstruction.AssignWithSeed: {
      const { accounts, data } = parseAssignWithSeedInstruction(instruction)
      return {
        kind: 'systemAccount',
        instruction: 'AssignWithSeed',
        account: accounts.account.address,
        owner: data.programAddress,
        base: data.base,
        seed: data.seed,
      }
    }
    case SystemInstruction.Allocate: {
      const { accounts, data } = parseAllocateInstruction(instruction)
      return {
        kind: 'systemAccount',
        instruction: 'Allocate',
        account: accounts.newAccount.address,
        space: data.space.toString(),
      }
    }
    case SystemInstruction.AllocateWithSeed: {
      const { accounts, data } = parseAllocateWithSeedInstruction(instruction)
      return {
        kind: 'systemAccount',
        instruction: 'AllocateWithSeed',
        account: accounts.newAccount.address,
        space: data.space.toString(),
        owner: data.programAddress,
        base: data.base,
        seed: data.seed,
      }
    }
    case SystemInstruction.InitializeNonceAccount: {
      const { accounts, data } = parseInitializeNonceAccountInstruction(instruction)
      return {
        kind: 'nonce',
        instruction: 'InitializeNonceAccount',
        nonceAccount: accounts.nonceAccount.address,
        authority: data.nonceAuthority,
      }
    }
    case SystemInstruction.AdvanceNonceAccount: {
      const { accounts } = parseAdvanceNonceAccountInstruction(instruction)
      return {
        kind: 'nonce',
        instruction: 'AdvanceNonceAccount',
        nonceAccount: accounts.nonceAccount.address,
        authority: accounts.nonceAuthority.address,
      }
    }
    case SystemInstruction.WithdrawNonceAccount: {
      const { accounts, data } = parseWithdrawNonceAccountInstruction(instruction)
      return {
        kind: 'nonce',
        instruction: 'WithdrawNonceAccount',
        nonceAccount: accounts.nonceAccount.address,
        authority: accounts.nonceAuthority.address,
        to: accounts.recipientAccount.address,
        lamports: data.withdrawAmount.toString(),
      }
    }
    case SystemInstruction.AuthorizeNonceAccount: {
      const { accounts, data } = parseAuthorizeNonceAccountInstruction(instruction)
      return {
        kind: 'nonce',
        instruction: 'AuthorizeNonceAccount',
        nonceAccount: accounts.nonceAccount.address,
        authority: accounts.nonceAuthority.address,
        newAuthority: data.newNonceAuthority,
      }
    }
    case SystemInstruction.UpgradeNonceAccount: {
      const { accounts } = parseUpgradeNonceAccountInstruction(instruction)
      return {
        kind: 'nonce',
        instruction: 'UpgradeNonceAccount',
        nonceAccount: accounts.nonceAccount.address,
      }
    }
    default:
      return null
  }
}

/** Whether these bytes are System AdvanceNonceAccount (tag 4 as a u32, nothing more). */
export function isAdvanceNonce(compiled: CompiledInstruction): boolean {
  if (compiled.program !== SYSTEM_PROGRAM) return false
  const view = systemInstruction(compiled)
  return view.kind === 'nonce' && view.instruction === 'AdvanceNonceAccount'
}

export function systemInstruction(compiled: CompiledInstruction): SolanaInstructionView {
  const other = (name: string): SolanaInstructionView => ({
    kind: 'other',
    program: compiled.program,
    name: `System Program: ${name}`,
    dataLength: compiled.data.length,
  })
  let type: SystemInstruction
  try {
    type = identifySystemInstruction(compiled.data)
  } catch {
    return other('unknown instruction')
  }
  const name = SystemInstruction[type]
  if (name === undefined) return other('unknown instruction')
  try {
    return read(type, asParsable(compiled)) ?? other(name)
  } catch {
    return other(`malformed ${name}`)
  }
}
