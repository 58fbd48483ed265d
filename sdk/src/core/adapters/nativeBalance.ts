import { formatUnits } from 'viem'
import type { TokenBalance } from '../clients/blockchainApi/types'
import type { CaipNetwork } from '../networks/types'

/** `raw` base units of `network`'s native currency as a balance entry (no address, no price). */
export function nativeBalance(network: CaipNetwork, raw: bigint): TokenBalance {
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(raw, decimals) },
    iconUrl: network.assets?.imageUrl ?? '',
  }
}
