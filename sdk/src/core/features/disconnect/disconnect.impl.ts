import { AirlockError, formatError } from '@airlock/protocol'
import { AUTH_CONNECTOR_ID } from '../../connectors/auth/authConnector'
import type { ChainNamespace } from '../../networks/types'
import { connectFlow } from '../browserWallets/connectFlow'
import { failureMessage, findAuthNamespace } from '../emailLogin/authSession'
import { disconnectAuth } from './authSignOut'
import type { Disconnect, DisconnectDeps } from './index'

/** The feature's code, loaded by the first disconnect. */
export function start(deps: DisconnectDeps): Disconnect {
  return { disconnect: (namespace) => disconnectChains(deps, namespace) }
}

/**
 * Disconnects `namespace`, or every connected chain (SPEC §4). Per chain the
 * account is reset and its connector removed; the embedded wallet signs out of
 * every chain it holds at once. Each failure is collected as 'Failed to
 * disconnect chain {chain}: {reason}' and the others still go on; then
 * DISCONNECT_ERROR is reported and the error thrown, else DISCONNECT_SUCCESS.
 */
async function disconnectChains(deps: DisconnectDeps, namespace?: ChainNamespace): Promise<void> {
  const { chains, connection, router } = deps.stores
  const failures: string[] = []
  const done = new Set<string>()
  // Every chain's account comes with a connection (connected()), so the connections say it all.
  const held: { namespace: ChainNamespace; connectorId: string }[] = connection
    .getState()
    .connections.filter((candidate) => !namespace || candidate.namespace === namespace)
  const authNamespace = findAuthNamespace(deps)
  const standard = (connectorId: string) => deps.standardWallets.loaded()?.owning(connectorId)
  // A full disconnect also ends an embedded session the start-up check could not restore.
  if (
    !namespace &&
    authNamespace &&
    !held.some((candidate) => candidate.connectorId === AUTH_CONNECTOR_ID) &&
    deps.connector.storage.isEmailLoginUsed()
  )
    held.push({ namespace: authNamespace, connectorId: AUTH_CONNECTOR_ID })
  for (const { namespace: chain, connectorId } of held) {
    try {
      if (connectorId === AUTH_CONNECTOR_ID) {
        // Signing out ends the embedded wallet on all its chains: once is enough.
        if (!done.has(connectorId)) await disconnectAuth(deps)
      } else if (standard(connectorId)) {
        await standard(connectorId)?.disconnect(connectorId, { revoke: !done.has(connectorId) })
      } else {
        // Only a browser wallet can hold a chain here, and its flow is loaded since it connected.
        const { disconnectInjected } = await connectFlow.load()
        await disconnectInjected(deps.browserWallet, connectorId, {
          revoke: !done.has(connectorId),
        })
      }
      done.add(connectorId)
      // Whatever the connector did, this chain ends disconnected (SPEC §4 per chain).
      if (chains.getState().chains[chain]?.account.connectorId === connectorId) {
        chains.getState().resetAccount(chain)
        connection.getState().disconnect(connectorId)
      }
    } catch (error) {
      const reason = failureMessage(error)
      failures.push(formatError('FAILED_TO_DISCONNECT_CHAIN', { chain, reason }))
    }
  }
  router.getState().reset(connection.getState().status === 'connected' ? 'Account' : 'Connect')
  if (failures.length > 0) {
    const message = failures.join('; ')
    deps.events.emit('DISCONNECT_ERROR', { message })
    throw new AirlockError('FAILED_TO_DISCONNECT_CHAIN', { message })
  }
  deps.events.emit('DISCONNECT_SUCCESS', { namespace })
}
