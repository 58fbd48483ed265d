import { AirlockError } from '@airlock/protocol'
import type { InjectedConnector } from '../../connectors/injected/injectedConnector'
import type { WalletConnectConnector } from '../../connectors/walletConnect/walletConnectConnector'
import type { CaipNetwork } from '../../networks/types'

/** Whether `connector` is the WalletConnect connector (isWalletConnectConnector's test, inlined: its module shares the connect flow's chunk). */
export const isWalletConnect = (
  connector: InjectedConnector | undefined,
): connector is WalletConnectConnector =>
  connector?.type === 'WALLET_CONNECT' && 'store' in connector

/**
 * A Solana network switch while a WalletConnect session holds the namespace. WalletConnect
 * has no Solana switch request: it is local. The session's account on `network` becomes
 * the current one: its later `solana_*` requests name that chain, and the store's follower
 * (browserWallets/walletConnectSolana.ts) moves the namespace's network and account. A
 * cluster the session holds no account on is refused, and the network stays.
 */
export function switchWalletConnectSolana(
  connector: WalletConnectConnector,
  network: CaipNetwork,
): void {
  const { solana, walletName } = connector.store.getState()
  const account = solana?.accounts.find(
    (candidate) => candidate.caipNetworkId === network.caipNetworkId,
  )
  if (!solana || !account)
    throw new AirlockError('CHAIN_NOT_SUPPORTED', {
      message: `${walletName ?? connector.name} does not serve ${network.caipNetworkId}`,
    })
  connector.store.setState({ solana: { ...solana, ...account } })
}
