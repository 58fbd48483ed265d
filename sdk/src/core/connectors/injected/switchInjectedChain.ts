import { RpcErrorCode } from '@airlock/protocol'
import type { CaipNetwork } from '../../networks/types'
import type { Eip1193Provider } from './injectedProvider'
import { providerErrorCode, toWalletError, wrappedProviderErrorCode } from './walletError'

/** EIP-3085 `wallet_addEthereumChain` parameter. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

export const toHexChainId = (id: number | string): `0x${string}` => `0x${Number(id).toString(16)}`

const isHttpUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url)

export function addEthereumChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(isHttpUrl(explorer) ? { blockExplorerUrls: [explorer] } : {}),
    ...(isHttpUrl(icon) ? { iconUrls: [icon] } : {}),
  }
}

/** 4902 is "unrecognised chain"; SPEC §8 also lists 32603 as "invalid chain id". */
const UNKNOWN_CHAIN_CODES: readonly number[] = [
  RpcErrorCode.UNRECOGNIZED_CHAIN,
  RpcErrorCode.INVALID_CHAIN_ID,
]

export function isUnknownChainError(error: unknown): boolean {
  const code = providerErrorCode(error)
  const wrapped = wrappedProviderErrorCode(error)
  return (
    (code !== undefined && UNKNOWN_CHAIN_CODES.includes(code)) ||
    (wrapped !== undefined && UNKNOWN_CHAIN_CODES.includes(wrapped))
  )
}

/**
 * Moves a browser wallet to `network`: wallet_switchEthereumChain; a wallet that
 * does not know the chain (4902, possibly wrapped) is given it with
 * wallet_addEthereumChain and asked to switch again. Errors come back as
 * AirlockError (a rejection keeps 4001).
 */
export async function switchInjectedChain(
  provider: Eip1193Provider,
  network: CaipNetwork,
): Promise<void> {
  const params = [{ chainId: toHexChainId(network.id) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params })
    return
  } catch (error) {
    if (!isUnknownChainError(error)) throw toWalletError(error)
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addEthereumChainParameter(network)],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  } catch (error) {
    throw toWalletError(error)
  }
}
