import type { WalletConnectStore } from '../../../core/connectors/walletConnect/walletConnectState'
import { useStore } from '../../useStore'
import { WalletImage } from '../connect/WalletImage'

/**
 * ConnectingWalletConnect while a request (a signature, a transaction, a network
 * switch) waits in the paired wallet: "Continue in <wallet>". The core opens it
 * when the request leaves and closes it when the wallet answers.
 */
export function WalletConnectRequestView({ store }: { store: WalletConnectStore }) {
  const walletName = useStore(store, (state) => state.walletName)
  const chosen = useStore(store, (state) => state.chosen)
  const name = walletName ?? chosen?.item.name ?? 'your wallet'
  return (
    <div className="al-view al-connecting" data-state="request">
      <div className="al-connecting-image">
        <WalletImage
          name={chosen?.item.name ?? name}
          imageUrl={chosen?.imageUrl}
          imageId={chosen?.item.image_id ?? undefined}
          size={72}
        />
      </div>
      <div className="al-connecting-text" role="status">
        <h3 className="al-heading">Continue in {name}</h3>
        <p className="al-lead">Accept the request in the wallet</p>
      </div>
    </div>
  )
}
