import type { AirlockEventData } from '../../airlockEvents'
import type { InjectedConnector } from '../../connectors/injected/injectedConnector'
import type { RecentWallet } from '../../connectors/recentWallets'
import { isWalletConnectConnector } from '../../connectors/walletConnect/isWalletConnectConnector'

export interface ConnectionReport {
  /** CONNECT_SUCCESS's data, less the connector id. */
  success: Omit<AirlockEventData['CONNECT_SUCCESS'], 'connectorId'>
  /** What the recent wallets remember (SPEC §1 "recent"). */
  recent: RecentWallet
}

/**
 * How a new connection is reported and remembered. A browser wallet: 'browser'
 * and itself. WalletConnect: 'mobile' when the pairing URI went to the wallet's
 * app by link, else 'qrcode' (the incumbent's methods); the wallet picked in the
 * list is the recent one (its catalogue entry, so the row can pair it again),
 * else the WalletConnect row.
 */
export function connectionReport(connector: InjectedConnector): ConnectionReport {
  const own: RecentWallet = { id: connector.id, name: connector.name, rdns: connector.info.rdns }
  if (!isWalletConnectConnector(connector))
    return { success: { method: 'browser', name: connector.name }, recent: own }
  const { chosen, linked, walletName } = connector.store.getState()
  return {
    success: {
      method: linked ? 'mobile' : 'qrcode',
      name: chosen?.item.name ?? walletName ?? connector.name,
    },
    recent: chosen
      ? {
          id: chosen.item.id,
          name: chosen.item.name,
          rdns: chosen.item.rdns ?? undefined,
          item: chosen.item,
          imageUrl: chosen.imageUrl,
        }
      : own,
  }
}
