import type { ConnectorInfo, ConnectorType } from '../stores/connectionStore'
import { AUTH_CONNECTOR_ID } from './auth/authConnector'

/** SPEC §3 wallet info: who holds an account, as a button or a dapp shows it. */
export interface WalletInfo {
  name: string
  /** The wallet's icon (an EIP-6963 data URI); none for the embedded wallet. */
  icon: string | undefined
  type: ConnectorType
}

/** The embedded wallet has no announcement to take a name and an icon from. */
export const EMBEDDED_WALLET_INFO: Readonly<WalletInfo> = {
  name: 'Embedded Wallet',
  icon: undefined,
  type: 'AUTH',
}

/**
 * The wallet behind `connectorId`, read from the connectors the connection store
 * lists. Derived rather than stored on the account, so it cannot go stale when
 * a disconnect promotes another connection or a wallet announces itself again.
 */
export function walletInfoOf(
  connectorId: string | undefined,
  connectors: readonly ConnectorInfo[],
): WalletInfo | undefined {
  if (!connectorId) return undefined
  if (connectorId === AUTH_CONNECTOR_ID) return EMBEDDED_WALLET_INFO
  const connector = connectors.find((candidate) => candidate.id === connectorId)
  return connector && { name: connector.name, icon: connector.imageUrl, type: connector.type }
}
