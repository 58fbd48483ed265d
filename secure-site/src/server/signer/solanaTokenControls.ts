/**
 * The SPL Token and Token-2022 instructions that hand control of tokens to someone:
 * SetAuthority (which authority, to whom, or removed), Approve and ApproveChecked (the
 * delegate and how much it may move), Revoke, CloseAccount (where the account's
 * lamports go), Burn(Checked), MintTo(Checked), FreezeAccount and ThawAccount; each with
 * its amounts and parties, through @solana-program/token's parsers. SetAuthority is read
 * by hand: Token-2022 adds authority types the SPL Token codec does not know.
 */
import { getAddressDecoder } from '@solana/kit'
import {
  parseApproveCheckedInstruction,
  parseApproveInstruction,
  parseBurnCheckedInstruction,
  parseBurnInstruction,
  parseCloseAccountInstruction,
  parseFreezeAccountInstruction,
  parseMintToCheckedInstruction,
  parseMintToInstruction,
  parseRevokeInstruction,
  parseThawAccountInstruction,
  TokenInstruction,
} from '@solana-program/token'
import type { SolanaInstructionView } from '../../shared/apiContract'
import type { CompiledInstruction, Parsable } from './solanaTokenInstructions'

/** spl-token's AuthorityType, then Token-2022's (token-2022 program/src/instruction.rs). */
const AUTHORITY_TYPES = [
  'MintTokens',
  'FreezeAccount',
  'AccountOwner',
  'CloseAccount',
  'TransferFeeConfig',
  'WithheldWithdraw',
  'CloseMint',
  'InterestRate',
  'PermanentDelegate',
  'ConfidentialTransferMint',
  'TransferHookProgramId',
  'ConfidentialTransferFeeConfig',
  'MetadataPointer',
  'GroupPointer',
  'GroupMemberPointer',
  'ScaledUiAmount',
  'Pause',
]
const SPL_TOKEN_AUTHORITY_TYPES = 4

export class MalformedInstruction extends Error {}

const addressDecoder = getAddressDecoder()

/** SetAuthority: tag, authority type (u8), then COption<Pubkey> (u8 0 | 1 + 32 bytes). */
function setAuthority(compiled: CompiledInstruction, token2022: boolean): SolanaInstructionView {
  const { data, accounts } = compiled
  const [, type, flag] = data
  const known = token2022 ? AUTHORITY_TYPES.length : SPL_TOKEN_AUTHORITY_TYPES
  const account = accounts[0]
  const currentAuthority = accounts[1]
  if (type === undefined || type >= known || account === undefined || !currentAuthority)
    throw new MalformedInstruction()
  let newAuthority: string | null
  if (flag === 0 && data.length === 3) newAuthority = null
  else if (flag === 1 && data.length === 35) newAuthority = addressDecoder.decode(data, 3)
  else throw new MalformedInstruction()
  return {
    kind: 'tokenAuthority',
    program: compiled.program,
    account,
    authorityType: AUTHORITY_TYPES[type] ?? `type ${type}`,
    currentAuthority,
    newAuthority,
  }
}

/** The view of a token control instruction, null for one this file does not read; throws when malformed. */
export function tokenControl(
  type: TokenInstruction,
  compiled: CompiledInstruction,
  instruction: Parsable,
  token2022: boolean,
): SolanaInstructionView | null {
  const program = compiled.program
  switch (type) {
    case TokenInstruction.SetAuthority:
      return setAuthority(compiled, token2022)
    case TokenInstruction.Approve: {
      const { accounts, data } = parseApproveInstruction(instruction)
      return {
        kind: 'tokenDelegate',
        instruction: 'Approve',
        program,
        source: accounts.source.address,
        owner: accounts.owner.address,
        delegate: accounts.delegate.address,
        amount: data.amount.toString(),
      }
    }
    case TokenInstruction.ApproveChecked: {
      const { accounts, data } = parseApproveCheckedInstruction(instruction)
      return {
        kind: 'tokenDelegate',
        instruction: 'ApproveChecked',
        program,
        source: accounts.source.address,
        owner: accounts.owner.address,
        delegate: accounts.delegate.address,
        amount: data.amount.toString(),
        mint: accounts.mint.address,
        decimals: data.decimals,
      }
    }
    case TokenInstruction.Revoke: {
      const { accounts } = parseRevokeInstruction(instruction)
      return {
        kind: 'tokenDelegate',
        instruction: 'Revoke',
        program,
        source: accounts.source.address,
        owner: accounts.owner.address,
      }
    }
    case TokenInstruction.CloseAccount: {
      const { accounts } = parseCloseAccountInstruction(instruction)
      return {
        kind: 'tokenClose',
        program,
        account: accounts.account.address,
        destination: accounts.destination.address,
        owner: accounts.owner.address,
      }
    }
    case TokenInstruction.Burn:
    case TokenInstruction.BurnChecked: {
      const checked = type === TokenInstruction.BurnChecked
      const { accounts, data } = checked
        ? parseBurnCheckedInstruction(instruction)
        : parseBurnInstruction(instruction)
      return {
        kind: 'tokenSupply',
        instruction: checked ? 'BurnChecked' : 'Burn',
        program,
        account: accounts.account.address,
        mint: accounts.mint.address,
        authority: accounts.authority.address,
        amount: data.amount.toString(),
        ...('decimals' in data && typeof data.decimals === 'number'
          ? { decimals: data.decimals }
          : {}),
      }
    }
    case TokenInstruction.MintTo:
    case TokenInstruction.MintToChecked: {
      const checked = type === TokenInstruction.MintToChecked
      const { accounts, data } = checked
        ? parseMintToCheckedInstruction(instruction)
        : parseMintToInstruction(instruction)
      return {
        kind: 'tokenSupply',
        instruction: checked ? 'MintToChecked' : 'MintTo',
        program,
        account: accounts.token.address,
        mint: accounts.mint.address,
        authority: accounts.mintAuthority.address,
        amount: data.amount.toString(),
        ...('decimals' in data && typeof data.decimals === 'number'
          ? { decimals: data.decimals }
          : {}),
      }
    }
    case TokenInstruction.FreezeAccount:
    case TokenInstruction.ThawAccount: {
      const freeze = type === TokenInstruction.FreezeAccount
      const { accounts } = freeze
        ? parseFreezeAccountInstruction(instruction)
        : parseThawAccountInstruction(instruction)
      return {
        kind: 'tokenFreeze',
        instruction: freeze ? 'FreezeAccount' : 'ThawAccount',
        program,
        account: accounts.account.address,
        mint: accounts.mint.address,
        authority: accounts.owner.address,
      }
    }
    default:
      return null
  }
}
