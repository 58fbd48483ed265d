import type { UntypedRequest } from '../networkClients'
import { TOKEN_PROGRAM } from './solanaProgramAddress'

/** One SPL token account of an owner, as getTokenAccountsByOwner (jsonParsed) reports it. */
export interface TokenAccount {
  address: string
  mint: string
  /** Base units. */
  amount: bigint
  decimals: number
}

function parseAccount(entry: unknown): TokenAccount | undefined {
  const item = entry as {
    pubkey?: unknown
    account?: { data?: { parsed?: { info?: Record<string, unknown> } } }
  } | null
  const info = item?.account?.data?.parsed?.info
  const amount = info?.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined
  if (
    typeof item?.pubkey !== 'string' ||
    typeof info?.mint !== 'string' ||
    typeof amount?.amount !== 'string' ||
    !/^\d+$/.test(amount.amount) ||
    typeof amount.decimals !== 'number'
  )
    return undefined
  return {
    address: item.pubkey,
    mint: info.mint,
    amount: BigInt(amount.amount),
    decimals: amount.decimals,
  }
}

/**
 * The SPL Token accounts of `owner` (of one `mint` when given), read parsed by the
 * node: no account layout to decode here. Entries the node answers in another shape are left out.
 */
export async function readTokenAccounts(
  request: UntypedRequest,
  owner: string,
  mint?: string,
): Promise<TokenAccount[]> {
  const answer = await request({
    method: 'getTokenAccountsByOwner',
    params: [
      owner,
      mint ? { mint } : { programId: TOKEN_PROGRAM },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ],
  })
  const value = (answer as { value?: unknown } | null)?.value
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => parseAccount(entry) ?? [])
}
