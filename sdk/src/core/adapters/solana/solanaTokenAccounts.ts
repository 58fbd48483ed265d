import type { UntypedRequest } from '../networkClients'

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
 * The token accounts of `owner`, of one mint or of one token program (SPL Token or
 * Token-2022), read parsed by the node: no account layout to decode here. Entries
 * the node answers in another shape are left out.
 */
export async function readTokenAccounts(
  request: UntypedRequest,
  owner: string,
  filter: { mint: string } | { programId: string },
): Promise<TokenAccount[]> {
  const answer = await request({
    method: 'getTokenAccountsByOwner',
    params: [owner, filter, { encoding: 'jsonParsed', commitment: 'confirmed' }],
  })
  const value = (answer as { value?: unknown } | null)?.value
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => parseAccount(entry) ?? [])
}
