import { AUTH_CONNECTOR_ID, type AuthConnector } from '../connectors/auth/authConnector'
import {
  createEip1193Provider,
  type EmbeddedEip1193Provider,
} from '../connectors/auth/eip1193Provider'
import { createLazySolanaProvider } from '../connectors/auth/lazySolanaProvider'
import type { EmbeddedSolanaProvider } from '../connectors/auth/solanaProvider'
import type { Logger } from '../logger'
import { networkRpcUrl } from '../networks/types'
import type { AirlockStores } from '../stores/airlockStores'

export interface EmbeddedProviders {
  readonly eip155: EmbeddedEip1193Provider
  readonly solana: EmbeddedSolanaProvider
}

export interface EmbeddedProvidersDeps {
  stores: Pick<AirlockStores, 'chains'>
  connector: Pick<AuthConnector, 'rpcRequest'>
  logger: Logger
  /** `wallet_switchEthereumChain` on the embedded wallet: the instance's network switch. */
  switchNetwork(chainId: number): Promise<void>
}

/** The embedded wallet's providers, answering for the auth connector's accounts only. */
export function createEmbeddedProviders({
  stores,
  connector,
  logger,
  switchNetwork,
}: EmbeddedProvidersDeps): EmbeddedProviders {
  /** The auth connector's account on `namespace`, or nothing when another connector holds it. */
  function authAccount(namespace: 'eip155' | 'solana') {
    const chain = stores.chains.getState().chains[namespace]
    const held = chain?.account.connectorId === AUTH_CONNECTOR_ID
    return {
      address: held ? chain?.account.address : undefined,
      network: chain?.network.caipNetwork,
    }
  }

  const eip155 = createEip1193Provider({
    logger,
    rpcRequest: (payload) => connector.rpcRequest(payload),
    switchChain: switchNetwork,
    account: {
      get() {
        const { address, network } = authAccount('eip155')
        return {
          address,
          chainId: typeof network?.id === 'number' ? network.id : undefined,
          rpcUrl: networkRpcUrl(network),
        }
      },
      subscribe: (listener) => stores.chains.subscribe(listener),
    },
  })
  const solana = createLazySolanaProvider({
    rpcRequest: (payload) => connector.rpcRequest(payload),
    account: {
      get() {
        const { address, network } = authAccount('solana')
        return {
          address,
          chainId: network ? String(network.id) : undefined,
          rpcUrl: networkRpcUrl(network),
        }
      },
    },
  })
  return { eip155, solana }
}
