/**
 * One decoded Solana instruction in words, with its amounts and parties: transfers,
 * accounts created or handed to a program, nonce accounts, and the token instructions
 * that move, delegate, burn, mint, freeze or hand over tokens. What the server could not
 * decode reads by program and data length ('unknown instruction', 'malformed …').
 */
import type { SolanaInstructionView } from '../../shared/apiContract'
import { formatUnits } from './units'

const SOL_DECIMALS = 9
const U64_MAX = 2n ** 64n - 1n
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS: Readonly<Record<string, string>> = {
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'SPL Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
}

export const sol = (lamports: string) => `${formatUnits(BigInt(lamports), SOL_DECIMALS)} SOL`

/** A token amount: in token units when the decimals are known; the u64 maximum is 'Unlimited'. */
export function tokenAmount(amount: string, decimals?: number, mint?: string): string {
  const value = BigInt(amount)
  const of = mint ? ` of token ${mint}` : ''
  if (value === U64_MAX) return `Unlimited${of || ' tokens'}`
  return decimals === undefined
    ? `${amount} (in the token's smallest unit)${of}`
    : `${formatUnits(value, decimals)}${of}`
}

const derived = (view: { base?: string; seed?: string }) =>
  view.base === undefined ? '' : ` (derived from ${view.base} with seed "${view.seed ?? ''}")`

const ownerName = (owner: string) =>
  owner === SYSTEM_PROGRAM ? 'the System Program' : `program ${owner}`

type View<K extends SolanaInstructionView['kind']> = Extract<SolanaInstructionView, { kind: K }>

function systemAccountText(view: View<'systemAccount'>): string {
  const owner = view.owner === undefined ? '' : `, owned by ${ownerName(view.owner)}`
  switch (view.instruction) {
    case 'Assign':
    case 'AssignWithSeed':
      return `Assign account ${view.account}${derived(view)} to ${ownerName(view.owner ?? '')}: the program becomes its owner`
    case 'Allocate':
    case 'AllocateWithSeed':
      return `Allocate ${view.space} bytes of data in account ${view.account}${derived(view)}${owner}`
    default:
      return `Create account ${view.account}${derived(view)} with ${sol(view.lamports ?? '0')} paid by ${view.payer ?? 'the account itself'}, ${view.space} bytes${owner}`
  }
}

function nonceText(view: View<'nonce'>): string {
  const account = `nonce account ${view.nonceAccount}`
  switch (view.instruction) {
    case 'InitializeNonceAccount':
      return `Initialize ${account} with authority ${view.authority}`
    case 'AdvanceNonceAccount':
      return `Advance ${account}, authorised by ${view.authority}`
    case 'WithdrawNonceAccount':
      return `Withdraw ${sol(view.lamports ?? '0')} from ${account} to ${view.to}, authorised by ${view.authority}`
    case 'AuthorizeNonceAccount':
      return `Change the authority of ${account} from ${view.authority} to ${view.newAuthority}`
    case 'UpgradeNonceAccount':
      return `Upgrade ${account}`
  }
}

const COMPUTE_BUDGET_TEXT: Readonly<Record<View<'computeBudget'>['instruction'], string>> = {
  SetComputeUnitLimit: 'Compute unit limit: {v}',
  SetComputeUnitPrice: 'Compute unit price: {v} micro-lamports',
  RequestHeapFrame: 'Heap size: {v} bytes',
  SetLoadedAccountsDataSizeLimit: 'Loaded accounts data limit: {v} bytes',
}

export function instructionText(instruction: SolanaInstructionView): string {
  switch (instruction.kind) {
    case 'systemTransfer':
      return `Transfer ${sol(instruction.lamports)} from ${instruction.from} to ${instruction.to}`
    case 'tokenTransfer': {
      const amount = tokenAmount(instruction.amount, instruction.decimals, instruction.mint)
      const to = instruction.destinationOwner
        ? `${instruction.destination} (token account of ${instruction.destinationOwner})`
        : instruction.destination
      return `Token ${instruction.instruction}: ${amount} from ${instruction.source} to ${to}, authorised by ${instruction.authority}`
    }
    case 'createTokenAccount': {
      const create =
        instruction.instruction === 'CreateIdempotent'
          ? 'Create the token account (if missing)'
          : 'Create the token account'
      return `${create} ${instruction.account} of ${instruction.owner} for token ${instruction.mint} (${TOKEN_PROGRAMS[instruction.tokenProgram] ?? `program ${instruction.tokenProgram}`}), paid by ${instruction.payer}`
    }
    case 'memo':
      return `Memo: ${instruction.text}`
    case 'systemAccount':
      return systemAccountText(instruction)
    case 'nonce':
      return nonceText(instruction)
    case 'tokenAuthority':
      return `Token SetAuthority: the ${instruction.authorityType} authority of ${instruction.account} goes from ${instruction.currentAuthority} to ${instruction.newAuthority ?? 'no one (removed for good)'}`
    case 'tokenDelegate':
      return instruction.instruction === 'Revoke'
        ? `Token Revoke: remove the delegate of ${instruction.source}, authorised by ${instruction.owner}`
        : `Token ${instruction.instruction}: ${instruction.delegate} may move up to ${tokenAmount(instruction.amount ?? '0', instruction.decimals, instruction.mint)} from ${instruction.source}, authorised by ${instruction.owner}`
    case 'tokenClose':
      return `Token CloseAccount: close ${instruction.account} and send its SOL to ${instruction.destination}, authorised by ${instruction.owner}`
    case 'tokenSupply': {
      const amount = tokenAmount(instruction.amount, instruction.decimals, instruction.mint)
      return instruction.instruction.startsWith('Burn')
        ? `Token ${instruction.instruction}: destroy ${amount} from ${instruction.account}, authorised by ${instruction.authority}`
        : `Token ${instruction.instruction}: create ${amount} into ${instruction.account}, authorised by ${instruction.authority}`
    }
    case 'tokenFreeze':
      return `Token ${instruction.instruction}: ${instruction.instruction === 'FreezeAccount' ? 'freeze' : 'thaw'} ${instruction.account} (token ${instruction.mint}), authorised by ${instruction.authority}`
    case 'computeBudget':
      return COMPUTE_BUDGET_TEXT[instruction.instruction].replace('{v}', instruction.value)
    case 'other':
      return `${instruction.name ?? 'Unknown instruction'}: program ${instruction.program}, ${instruction.dataLength} bytes of data`
  }
}
