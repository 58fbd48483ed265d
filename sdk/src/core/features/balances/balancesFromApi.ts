import { UnsupportedChainError } from '@airlock/protocol'
import type { BlockchainApiClient } from '../../clients/blockchainApi/blockchainApiClient'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { CaipNetwork } from '../../networks/types'

export interface ApiBalanceReader {
  read(
    network: CaipNetwork,
    address: string,
    options: { forceUpdate?: boolean | undefined; signal?: AbortSignal | undefined },
  ): Promise<TokenBalance[]>
}

/**
 * Balances from the data API, on the networks its supported-chains lists
 * (asked once per instance). Another network is refused with 'Unsupported
 * chain', which the caller turns into 'Token Balance Unavailable' (SPEC §8).
 */
export function createApiBalanceReader(client: BlockchainApiClient): ApiBalanceReader {
  let supported: Promise<Set<string>> | undefined

  function supportedChains(signal: AbortSignal | undefined): Promise<Set<string>> {
    supported ??= client.getSupportedChains({ signal }).then(
      (chains) => new Set(chains.http),
      (error: unknown) => {
        supported = undefined // a failure is not remembered
        throw error
      },
    )
    return supported
  }

  return {
    async read(network, address, { forceUpdate, signal }) {
      if (!(await supportedChains(signal)).has(network.caipNetworkId))
        throw new UnsupportedChainError('UNSUPPORTED_CHAIN')
      const { balances } = await client.getBalance(
        { address, chainId: network.caipNetworkId, forceUpdate },
        { signal },
      )
      return balances
    },
  }
}
