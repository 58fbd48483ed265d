import { formatUnits } from 'viem'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { CaipNetwork } from '../../networks/types'
import type { ListedToken } from '../chainAdapter'
import type { TokenAccount } from './solanaTokenAccounts'

/**
 * Token balances of SPL accounts: one entry per mint holding a non-zero amount
 * (an owner may hold several accounts of one mint), named by the dapp's token
 * list when it lists the mint, else by the mint's first characters.
 */
export function splBalances(
  network: CaipNetwork,
  accounts: readonly TokenAccount[],
  listed: readonly ListedToken[],
): TokenBalance[] {
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const { mint, amount, decimals } of accounts) {
    const known = byMint.get(mint)
    byMint.set(mint, { amount: (known?.amount ?? 0n) + amount, decimals })
  }
  return [...byMint].flatMap(([mint, { amount, decimals }]) => {
    if (amount === 0n) return []
    const token = listed.find((candidate) => candidate.address === mint)
    const symbol = token?.symbol ?? `${mint.slice(0, 4)}…`
    return [
      {
        name: token?.name ?? symbol,
        symbol,
        chainId: network.caipNetworkId,
        address: `${network.caipNetworkId}:${mint}`,
        price: 0,
        quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
        iconUrl: token?.iconUrl ?? '',
      },
    ]
  })
}
