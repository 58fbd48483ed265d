import { type Client, createClient, type Transport } from 'viem'
import { createNetworkTransport } from '../clients/rpc/transport'
import type { CaipNetwork } from '../networks/types'

/** A JSON-RPC call viem's typed `request` does not know (Solana's methods). */
export type UntypedRequest = (args: { method: string; params: unknown }) => Promise<unknown>

/**
 * One viem client per network for an owner's life (its fallback ranking keeps its
 * history), over the network's RPC transport; the transports stop with `signal`.
 */
export function createNetworkClients(
  signal: AbortSignal,
  options: { pollingInterval?: number } = {},
): (network: CaipNetwork) => Client<Transport> {
  const clients = new Map<string, Client<Transport>>()
  return (network) => {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = createClient({
        transport: createNetworkTransport(network, { signal }),
        ...options,
      })
      clients.set(network.caipNetworkId, client)
    }
    return client
  }
}
