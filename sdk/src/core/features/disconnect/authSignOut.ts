import { AUTH_CONNECTOR_ID, type AuthConnector } from '../../connectors/auth/authConnector'
import type { ChainNamespace } from '../../networks/types'
import type { AirlockStores } from '../../stores/airlockStores'

export interface AuthSignOutDeps {
  stores: Pick<AirlockStores, 'chains' | 'connection' | 'modal' | 'router'>
  connector: Pick<AuthConnector, 'signOut' | 'hideFrame'>
}

/**
 * Signs the embedded wallet out: the login cache is cleared first, SIGN_OUT
 * waits at most 3 s (the connector never throws here), then every account the
 * auth connector held is reset and the connection removed.
 */
export async function disconnectAuth(deps: AuthSignOutDeps): Promise<void> {
  const { chains, connection, modal, router } = deps.stores
  modal.getState().setLoading(true)
  try {
    await deps.connector.signOut()
  } finally {
    modal.getState().setLoading(false)
  }
  const held = Object.entries(chains.getState().chains)
    .filter(([, chain]) => chain.account.connectorId === AUTH_CONNECTOR_ID)
    .map(([namespace]) => namespace as ChainNamespace)
  for (const namespace of held) chains.getState().resetAccount(namespace)
  connection.getState().disconnect(AUTH_CONNECTOR_ID)
  deps.connector.hideFrame()
  router.getState().reset(connection.getState().status === 'connected' ? 'Account' : 'Connect')
}
