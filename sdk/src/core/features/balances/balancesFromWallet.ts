import { formatUnits, hexToBigInt } from 'viem'
import * as z from 'zod/mini'
import { absent, hex, listOf, numeric } from '../../clients/blockchainApi/schemaParts'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { Eip1193Provider } from '../../connectors/injected/injectedProvider'
import type { CaipNetwork } from '../../networks/types'

/** One asset of `wallet_getAssets` (ERC-7811; SPEC §3 wallet-assets asset). */
const assetSchema = z.object({
  address: absent(z.string()),
  balance: hex,
  type: z.string(),
  metadata: absent(
    z.object({
      name: absent(z.string()),
      symbol: absent(z.string()),
      decimals: absent(z.number()),
      price: absent(numeric),
      iconUrl: absent(z.string()),
      value: absent(numeric),
    }),
  ),
})

type WalletAsset = z.output<typeof assetSchema>

/** Assets per chain (hex chain id); an asset this SDK cannot read is dropped. */
const assetsSchema = z.record(z.string(), listOf(assetSchema))

const chainHex = (network: CaipNetwork) => `0x${Number(network.id).toString(16)}`

/**
 * Whether the wallet reports ERC-7811 asset discovery for `network` (EIP-5792
 * capabilities, per chain or for all chains under 0x0). Any failure is a no:
 * many wallets do not know wallet_getCapabilities at all.
 */
export async function walletSupportsAssetDiscovery(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
): Promise<boolean> {
  try {
    const capabilities = await provider.request({
      method: 'wallet_getCapabilities',
      params: [address, [chainHex(network)]],
    })
    if (typeof capabilities !== 'object' || capabilities === null) return false
    const byChain = capabilities as Record<string, { assetDiscovery?: { supported?: unknown } }>
    return [chainHex(network), '0x0'].some(
      (chain) => byChain[chain]?.assetDiscovery?.supported === true,
    )
  } catch {
    return false
  }
}

function toTokenBalance(asset: WalletAsset, network: CaipNetwork): TokenBalance | undefined {
  const native =
    asset.type.toLowerCase() === 'native' || !asset.address || asset.address === 'native'
  const { metadata = {} } = asset
  const decimals = metadata.decimals ?? (native ? network.nativeCurrency.decimals : undefined)
  const symbol = metadata.symbol ?? (native ? network.nativeCurrency.symbol : undefined)
  if (decimals === undefined || symbol === undefined) return undefined
  return {
    name: metadata.name ?? (native ? network.nativeCurrency.name : symbol),
    symbol,
    chainId: network.caipNetworkId,
    address: native ? undefined : `${network.caipNetworkId}:${asset.address}`,
    value: metadata.value,
    price: metadata.price ?? 0,
    quantity: {
      decimals: String(decimals),
      numeric: formatUnits(hexToBigInt(asset.balance), decimals),
    },
    iconUrl: metadata.iconUrl ?? '',
  }
}

/** The account's assets on `network` as the wallet lists them (`wallet_getAssets`). */
export async function readWalletAssets(
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[]> {
  const answer = await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [chainHex(network)] }],
  })
  const assets = z.parse(assetsSchema, answer)[chainHex(network)] ?? []
  // ERC-721 and other kinds are not balances of the token list.
  return assets
    .filter((asset) => ['native', 'erc20'].includes(asset.type.toLowerCase()))
    .flatMap((asset) => toTokenBalance(asset, network) ?? [])
}
