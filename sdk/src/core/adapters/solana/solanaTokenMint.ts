import { AirlockError, base64Decode } from '@airlock/protocol'
import type { UntypedRequest } from '../networkClients'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './solanaProgramAddress'

/** A mint a plain TransferChecked can move: its token program and its decimals. */
export interface TokenMint {
  /** TOKEN_PROGRAM or TOKEN_2022_PROGRAM: the owner of the mint account. */
  program: string
  decimals: number
}

/** The base mint layout (82 bytes); Token-2022 pads it to 165, then the account type and TLV extensions. */
const MINT_SIZE = 82
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE_MINT = 1
/** Token-2022 ExtensionType values whose mint makes a plain TransferChecked fail. */
const NON_TRANSFERABLE = 9
const TRANSFER_HOOK = 14
const PAUSABLE = 26

const refused = (message: string) => new AirlockError('SOMETHING_WENT_WRONG', { message })

/** Token-2022's extensions of a mint: [type, value] from the TLV area after the account type. */
function extensions(data: Uint8Array): [number, Uint8Array][] {
  const found: [number, Uint8Array][] = []
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  let offset = ACCOUNT_TYPE_OFFSET + 1
  while (offset + 4 <= data.length) {
    const type = view.getUint16(offset, true)
    const length = view.getUint16(offset + 2, true)
    if (type === 0) break
    const value = data.subarray(offset + 4, offset + 4 + length)
    if (value.length !== length) throw refused('Malformed token mint')
    found.push([type, value])
    offset += 4 + length
  }
  return found
}

/**
 * Checks the mint account's owner and data: a mint of the SPL Token or Token-2022
 * program, initialized, whose extensions let a plain TransferChecked through.
 * Non-transferable tokens, transfer hooks (they need the hook's extra accounts) and
 * paused mints are refused with an exact message, before any wallet is asked.
 */
export function tokenMintOf(mint: string, owner: string, data: Uint8Array): TokenMint {
  if (owner !== TOKEN_PROGRAM && owner !== TOKEN_2022_PROGRAM)
    throw refused(`${mint} is not a token mint`)
  const isMint =
    data.length === MINT_SIZE ||
    (owner === TOKEN_2022_PROGRAM &&
      data.length > ACCOUNT_TYPE_OFFSET &&
      data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT)
  // Byte 45: is_initialized.
  if (!isMint || data[45] !== 1) throw refused(`${mint} is not a token mint`)
  if (owner === TOKEN_2022_PROGRAM && data.length > MINT_SIZE) {
    for (const [type, value] of extensions(data)) {
      if (type === NON_TRANSFERABLE) throw refused('This token is non-transferable')
      // TransferHook: authority (32), then the hook program (32); all zeros is no hook.
      if (type === TRANSFER_HOOK && value.subarray(32, 64).some((byte) => byte !== 0))
        throw refused('This token runs a transfer hook on every transfer, which is not supported')
      // PausableConfig: authority (32), then paused (1).
      if (type === PAUSABLE && value[32] === 1) throw refused('This token is paused')
    }
  }
  return { program: owner, decimals: data[44] ?? 0 }
}

/** Reads `mint`'s account (base64) and checks it with tokenMintOf. */
export async function readTokenMint(request: UntypedRequest, mint: string): Promise<TokenMint> {
  const answer = await request({
    method: 'getAccountInfo',
    params: [mint, { encoding: 'base64', commitment: 'confirmed' }],
  })
  const value = (answer as { value?: { owner?: unknown; data?: unknown } | null } | null)?.value
  if (!value) throw refused(`Token mint ${mint} not found`)
  const [encoded] = Array.isArray(value.data) ? value.data : []
  const data = base64Decode(encoded)
  if (typeof value.owner !== 'string' || !data) throw new AirlockError('SOMETHING_WENT_WRONG')
  return tokenMintOf(mint, value.owner, data)
}
