import { base58 } from '@scure/base'
import type { EncodedAccount, MaybeEncodedAccount } from '@solana/kit'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'

export const TOKEN_PROGRAM = TOKEN_PROGRAM_ID.toBase58()
export const TOKEN_2022_PROGRAM = TOKEN_2022_PROGRAM_ID.toBase58()
/**
 * What a validator writes for an account's rent epoch once rent is no longer collected:
 * u64::MAX (a JSON number that JavaScript reads as 2^64 anyway).
 */
const RENT_EXEMPT_EPOCH = Number(2n ** 64n - 1n)

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed'

/** The `encoding` option of an account read; base64 when absent, else an exact error. */
export function accountEncoding(config: unknown): AccountEncoding {
  const encoding = (config as { encoding?: unknown } | undefined)?.encoding ?? 'base64'
  if (encoding === 'base64' || encoding === 'base58' || encoding === 'jsonParsed') return encoding
  throw new RangeError(`Invalid param: unsupported encoding ${JSON.stringify(encoding)}`)
}

/** One account as getAccountInfo's `value` (null when it does not exist). */
export function rpcAccount(
  account: MaybeEncodedAccount | EncodedAccount,
  encoding: AccountEncoding,
  decimalsOf: (mint: string) => number | null,
) {
  // getProgramAccounts' accounts carry no `exists`: only getAccount's missing ones say false.
  if ('exists' in account && !account.exists) return null
  const data = Uint8Array.from(account.data)
  return {
    lamports: Number(account.lamports),
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: data.length,
    data: encodeData(data, account.programAddress, encoding, decimalsOf),
  }
}

function encodeData(
  data: Uint8Array,
  owner: string,
  encoding: AccountEncoding,
  decimalsOf: (mint: string) => number | null,
) {
  if (encoding === 'base58') return [base58.encode(data), 'base58']
  if (encoding === 'jsonParsed' && (owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM)) {
    const parsed = parseTokenData(data, decimalsOf)
    if (parsed)
      return {
        program: owner === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022',
        parsed,
        space: data.length,
      }
  }
  return [Buffer.from(data).toString('base64'), 'base64']
}

/** A token account's mint, owner and raw amount (its first 72 bytes), or null. */
export function tokenAccountFields(
  data: Uint8Array,
): { mint: string; owner: string; amount: bigint } | null {
  if (data.length < 165) return null
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  return {
    mint: base58.encode(data.slice(0, 32)),
    owner: base58.encode(data.slice(32, 64)),
    amount: view.getBigUint64(64, true),
  }
}

/** A mint's decimals (byte 44 of its 82), or null when `data` is no mint. */
export function mintDecimals(data: Uint8Array): number | null {
  return data.length >= 82 && data.length !== 165 ? (data[44] ?? null) : null
}

export function tokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(uiAmountString),
    uiAmountString,
  }
}

/** SPL Token accounts and mints in the RPC's jsonParsed form; null for anything else. */
function parseTokenData(
  data: Uint8Array,
  decimalsOf: (mint: string) => number | null,
): Record<string, unknown> | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const key = (offset: number) => base58.encode(data.slice(offset, offset + 32))
  const option = (offset: number) => (view.getUint32(offset, true) === 1 ? key(offset + 4) : null)
  if (data.length === 82) {
    return {
      type: 'mint',
      info: {
        mintAuthority: option(0),
        supply: view.getBigUint64(36, true).toString(),
        decimals: data[44],
        isInitialized: data[45] === 1,
        freezeAuthority: option(46),
      },
    }
  }
  const fields = tokenAccountFields(data)
  if (!fields) return null
  const state = ['uninitialized', 'initialized', 'frozen'][data[108] ?? 0] ?? 'uninitialized'
  return {
    type: 'account',
    info: {
      mint: fields.mint,
      owner: fields.owner,
      state,
      isNative: view.getUint32(109, true) === 1,
      tokenAmount: tokenAmount(fields.amount, decimalsOf(fields.mint) ?? 0),
      ...(option(72) ? { delegate: option(72) } : {}),
      ...(option(129) ? { closeAuthority: option(129) } : {}),
    },
  }
}
