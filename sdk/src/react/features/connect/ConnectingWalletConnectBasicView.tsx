import { useAirlockInstance } from '../../AirlockContext'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView'

/**
 * Where a WalletConnect-only dapp opening on desktop lands (SPEC §2): the
 * WalletConnect QR view, or, without `walletConnect.projectId`, a plain
 * statement that nothing can connect.
 */
export function ConnectingWalletConnectBasicView() {
  if (useAirlockInstance().walletConnect) return <ConnectingWalletConnectView />
  return (
    <div className="al-view">
      <p className="al-lead">WalletConnect is not configured for this app.</p>
    </div>
  )
}
