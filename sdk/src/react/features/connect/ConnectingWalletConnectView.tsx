import { WALLET_CONNECT_CONNECTOR_ID } from '../../../core/connectors/walletConnect/walletConnectConnector'
import type { WalletConnectStore } from '../../../core/connectors/walletConnect/walletConnectState'
import type { AirlockInstance } from '../../../core/createAirlock'
import { isMobile } from '../../../core/platform/isMobile'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { CopyIcon } from '../../ui/icons'
import { QrCode } from '../../ui/QrCode'
import { Spinner } from '../../ui/Spinner'
import { useQrMatrix } from '../../ui/useQrMatrix'
import { useStore } from '../../useStore'
import { WalletConnectRequestView } from '../approval/WalletConnectRequestView'
import { CONNECTION_DECLINED } from './ConnectingExternalView'
import { useConnectAttempt } from './useConnectAttempt'
import { useWalletConnectLinks } from './useWalletConnectLinks'
import { WalletImage } from './WalletImage'

const noStore = {
  getState: () => ({}),
  subscribe: () => () => {},
} as unknown as WalletConnectStore

/**
 * 'ConnectingWalletConnect' (SPEC §2). Opened with a request's method, it says
 * "Continue in <wallet>" while the wallet answers (WalletConnectRequestView);
 * else it pairs.
 */
export function ConnectingWalletConnectView() {
  const instance = useAirlockInstance()
  const store = instance.walletConnect ?? noStore
  const request = useStore(instance.stores.router, (state) => state.data?.method)
  return request ? (
    <WalletConnectRequestView store={store} />
  ) : (
    <WalletConnectPairing store={store} />
  )
}

/** The view's title: the picked wallet's name, else WalletConnect. */
export function connectingWalletConnectTitle(instance: AirlockInstance): string | undefined {
  return instance.walletConnect?.getState().chosen?.item.name
}

/**
 * Pairing: the URI as a QR code with the wallet's icon in the middle (the picked
 * wallet's, else WalletConnect's), "Copy link", and a spinner until the wallet
 * answers; a picked wallet's app opens by link per platform (useWalletConnectLinks).
 * The core replaces an expired URI by itself; the code follows.
 */
function WalletConnectPairing({ store }: { store: WalletConnectStore }) {
  const instance = useAirlockInstance()
  const uri = useStore(store, (state) => state.uri)
  const chosen = useStore(store, (state) => state.chosen)
  const matrix = useQrMatrix(uri)
  const { attempt, retry } = useConnectAttempt(instance, WALLET_CONNECT_CONNECTOR_ID)
  const { links, open } = useWalletConnectLinks(store)
  const name = chosen?.item.name ?? 'WalletConnect'
  const icon = { name, imageUrl: chosen?.imageUrl, imageId: chosen?.item.image_id ?? undefined }
  // Before the URI exists the links are unknown: a phone shows the wallet, a desktop the QR's place.
  const qr = links ? links.qr : !chosen || !isMobile()
  const app = links?.app

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

  return (
    <div className="al-view al-receive al-wc" data-state={attempt.state}>
      {attempt.state === 'waiting' && (
        <>
          {qr ? (
            <>
              <div className="al-qr-frame al-wc-qr">
                {matrix && uri ? (
                  <>
                    <QrCode matrix={matrix} label="WalletConnect pairing QR code" />
                    <span className="al-wc-qr-icon">
                      <WalletImage {...icon} size={44} />
                    </span>
                  </>
                ) : (
                  <span className="al-skeleton al-qr-skeleton">
                    <Spinner label="Preparing the QR code" />
                  </span>
                )}
              </div>
              <p className="al-lead">
                {chosen ? `Scan this QR code with ${name}` : 'Scan this QR code with your phone'}
              </p>
            </>
          ) : (
            <div className="al-connecting">
              <div className="al-connecting-image">
                <WalletImage {...icon} size={72} />
              </div>
              <div className="al-connecting-text">
                <h3 className="al-heading">Continue in {name}</h3>
                <p className="al-lead">Accept the connection request in the wallet</p>
              </div>
            </div>
          )}
          <div role="status" className="al-wc-waiting">
            <Spinner />
            <span>Waiting for the wallet</span>
          </div>
          {app && <Button onClick={() => open(app)}>Open {name}</Button>}
          {links?.webapp && (
            <Button variant="secondary" onClick={() => links.webapp && open(links.webapp)}>
              Open web app
            </Button>
          )}
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
