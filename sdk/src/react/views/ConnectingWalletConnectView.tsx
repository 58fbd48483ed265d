import { WALLET_CONNECT_CONNECTOR_ID } from '../../core/connectors/walletConnect/walletConnectConnector'
import type { WalletConnectStore } from '../../core/connectors/walletConnect/walletConnectState'
import { useAirlockInstance } from '../AirlockContext'
import { Button } from '../components/Button'
import { CopyIcon } from '../components/icons'
import { QrCode } from '../components/QrCode'
import { Spinner } from '../components/Spinner'
import { WalletImage } from '../components/WalletImage'
import { useStore } from '../useStore'
import { CONNECTION_DECLINED } from './ConnectingExternalView'
import { useConnectAttempt } from './useConnectAttempt'
import { useQrMatrix } from './useQrMatrix'

const noStore = {
  getState: () => ({ uri: undefined, walletName: undefined, pendingRequest: undefined }),
  subscribe: () => () => {},
} as unknown as WalletConnectStore

/**
 * 'ConnectingWalletConnect' (SPEC §2): the pairing URI as a QR code with the
 * wallet's icon in the middle, "Copy link", and a spinner until the wallet
 * answers. The core replaces an expired URI by itself; the code follows.
 */
export function ConnectingWalletConnectView() {
  const instance = useAirlockInstance()
  const store = instance.walletConnect ?? noStore
  const uri = useStore(store, (state) => state.uri)
  const pending = useStore(store, (state) => state.pendingRequest)
  const walletName = useStore(store, (state) => state.walletName)
  const matrix = useQrMatrix(uri)
  const { attempt, retry } = useConnectAttempt(instance, WALLET_CONNECT_CONNECTOR_ID)

  async function copy(): Promise<void> {
    const { toast } = instance.stores
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      toast.getState().showSuccess('Link copied')
    } catch {
      toast.getState().showError('Could not copy the link')
    }
  }

  if (pending)
    return (
      <div className="al-view al-connecting" data-state="request">
        <div role="status">
          <h3 className="al-heading">Continue in {walletName ?? 'your wallet'}</h3>
          <p className="al-lead">Accept the request in the wallet</p>
        </div>
      </div>
    )

  return (
    <div className="al-view al-receive al-wc" data-state={attempt.state}>
      {attempt.state === 'waiting' && (
        <>
          <div className="al-qr-frame al-wc-qr">
            {matrix && uri ? (
              <>
                <QrCode matrix={matrix} label="WalletConnect pairing QR code" />
                <span className="al-wc-qr-icon">
                  <WalletImage
                    name="WalletConnect"
                    imageUrl={undefined}
                    imageId={undefined}
                    size={44}
                  />
                </span>
              </>
            ) : (
              <span className="al-skeleton al-qr-skeleton">
                <Spinner label="Preparing the QR code" />
              </span>
            )}
          </div>
          <p className="al-lead">Scan this QR code with your phone</p>
          <div role="status" className="al-wc-waiting">
            <Spinner />
            <span>Waiting for the wallet</span>
          </div>
          <Button variant="secondary" onClick={() => void copy()} disabled={!uri}>
            <CopyIcon /> Copy link
          </Button>
        </>
      )}
      {attempt.state === 'declined' && (
        <div role="alert">
          <h3 className="al-heading al-error-text">{CONNECTION_DECLINED}</h3>
          <p className="al-lead">The wallet declined the connection.</p>
        </div>
      )}
      {attempt.state === 'failed' && (
        <p className="al-field-error al-connecting-error" role="alert">
          {attempt.message}
        </p>
      )}
      {attempt.state !== 'waiting' && (
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      )}
    </div>
  )
}
