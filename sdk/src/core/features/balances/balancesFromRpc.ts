import { createChainRpcs } from '../../adapters/chainRpcs'
import type { TokenBalance } from '../../clients/blockchainApi/types'
import type { CaipNetwork } from '../../networks/types'
import type { DappToken } from './index'

export interface RpcBalanceReader {
  /** Native balance plus the listed tokens of `address` on `network`, straight from its RPC. */
  read(network: CaipNetwork, address: string, tokens: readonly DappToken[]): Promise<TokenBalance[]>
  /** Ends the transports' ranking loops. */
  dispose(): void
}

/**
 * Balances through the RPC of the network's namespace adapter (eip155: the
 * native balance and the dapp's ERC-20s in one multicall; solana: SOL). A
 * namespace without an adapter rejects 'Chain is not supported'.
 */
export function createRpcBalanceReader(): RpcBalanceReader {
  const rpcs = createChainRpcs()
  return {
    async read(network, address, tokens) {
      const rpc = await rpcs.get(network.chainNamespace)
      return rpc.readBalances(network, address, tokens)
    },
    dispose: () => rpcs.dispose(),
  }
}
