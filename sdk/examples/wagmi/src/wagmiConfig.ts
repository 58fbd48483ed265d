import type { AirlockInstance, CaipNetwork } from '@airlock/sdk'
import { airlock } from '@airlock/sdk/wagmi'
import { type Chain, defineChain } from 'viem'
import { createConfig, http } from 'wagmi'

/** An Airlock network as wagmi's (viem's) chain: same id, name, currency and RPC URL. */
function toChain(network: CaipNetwork): Chain {
  if (typeof network.id !== 'number') throw new Error(`${network.name} is not an EVM network`)
  return defineChain({
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
  })
}

/**
 * wagmi over the same networks as the Airlock instance, with Airlock as its only
 * connector: the modal finds browser wallets (EIP-6963) itself, so wagmi's own
 * discovery is off.
 */
export function createWagmiConfig(instance: AirlockInstance, networks: readonly CaipNetwork[]) {
  const [first, ...rest] = networks.filter((network) => network.chainNamespace === 'eip155')
  if (!first) throw new Error('The example needs at least one EVM network')
  const chains = [toChain(first), ...rest.map(toChain)] as const
  return createConfig({
    chains,
    connectors: [airlock({ instance })],
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])]),
    ),
    multiInjectedProviderDiscovery: false,
  })
}
