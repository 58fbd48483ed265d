import type { LiteSVM } from 'litesvm'
import {
  mintDecimals,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccountFields,
  tokenAmount,
} from './solanaAccounts'

/** One entry of a transaction's pre/postTokenBalances, as the RPC writes it. */
export interface RpcTokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof tokenAmount>
}

/** The token accounts among `keys` (by their index in the transaction) and their balances now. */
export function tokenBalancesOf(svm: LiteSVM, keys: readonly string[]): RpcTokenBalance[] {
  return keys.flatMap((key, accountIndex) => {
    const account = svm.getAccount(key as Parameters<LiteSVM['getAccount']>[0])
    if (!account.exists) return []
    const programId = account.programAddress
    if (programId !== TOKEN_PROGRAM && programId !== TOKEN_2022_PROGRAM) return []
    const fields = tokenAccountFields(Uint8Array.from(account.data))
    if (!fields) return []
    const mint = svm.getAccount(fields.mint as Parameters<LiteSVM['getAccount']>[0])
    const decimals = mint.exists ? (mintDecimals(Uint8Array.from(mint.data)) ?? 0) : 0
    return [
      {
        accountIndex,
        mint: fields.mint,
        owner: fields.owner,
        programId,
        uiTokenAmount: tokenAmount(fields.amount, decimals),
      },
    ]
  })
}
