import { AirlockError } from '@airlock/protocol'
import { AUTH_CONNECTOR_ID } from '../connectors/auth/authConnector'
import { type CaipNetwork, networkRpcUrl } from '../networks/types'
import { applyAuthUser, fetchAuthUser } from './authSession'
import type { ControllerContext } from './context'

/**
 * Makes `network` the active one of its namespace. When the embedded wallet holds
 * that namespace's account, the frame switches first (SWITCH_NETWORK) and the
 * user is read again, since an account (a smart account) can differ per chain.
 * Only configured networks: anything else is 'Network Not Found'.
 */
export async function switchNetwork(
  ctx: ControllerContext,
  target: CaipNetwork | number | string,
): Promise<void> {
  const { chains } = ctx.stores
  const wanted = typeof target === 'object' ? target.caipNetworkId : undefined
  const network = Object.values(chains.getState().chains)
    .flatMap((chain) => chain.network.requestedCaipNetworks)
    .find((candidate) =>
      wanted
        ? candidate.caipNetworkId === wanted
        : candidate.chainNamespace === 'eip155' && candidate.id === target,
    )
  if (!network) throw new AirlockError('SWITCH_NETWORK_NOT_FOUND')
  const namespace = network.chainNamespace
  const account = chains.getState().chains[namespace]?.account
  if (
    account?.connectorId === AUTH_CONNECTOR_ID &&
    (namespace === 'eip155' || namespace === 'solana')
  ) {
    await ctx.connector.switchNetwork(network.id, networkRpcUrl(network))
    chains.getState().setCaipNetwork(namespace, network)
    const { user } = await fetchAuthUser(ctx, namespace)
    applyAuthUser(ctx, namespace, user)
    return
  }
  chains.getState().setCaipNetwork(namespace, network)
}
