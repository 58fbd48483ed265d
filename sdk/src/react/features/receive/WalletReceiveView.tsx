import { useId } from 'react'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { CopyIcon } from '../../ui/icons'
import { QrCode } from '../../ui/QrCode'
import { useQrMatrix } from '../../ui/useQrMatrix'
import { useStore } from '../../useStore'
import { useCopyAddress } from '../account/useCopyAddress'
import { NetworkImage } from '../network/NetworkImage'

/**
 * 'WalletReceive': the active account's address as a QR code and as text with
 * a copy button, and the networks (of its namespace, as the dapp lists them)
 * on which it can receive.
 */
export function WalletReceiveView() {
  const instance = useAirlockInstance()
  const { chains } = instance.stores
  const chain = useStore(chains, (state) =>
    state.activeNamespace ? state.chains[state.activeNamespace] : undefined,
  )
  const address = chain?.account.address
  const networks = chain?.network.requestedCaipNetworks ?? []
  const matrix = useQrMatrix(address)
  const copy = useCopyAddress(address)
  const networksId = useId()

  if (!address) {
    return (
      <div className="al-view al-receive">
        <p className="al-lead">No wallet is connected.</p>
      </div>
    )
  }

  return (
    <div className="al-view al-receive">
      <div className="al-qr-frame">
        {matrix ? (
          <QrCode matrix={matrix} label={`QR code of your address ${address}`} />
        ) : (
          <span className="al-skeleton al-qr-skeleton">
            <span className="al-visually-hidden">Loading QR code</span>
          </span>
        )}
      </div>
      <p className="al-receive-address" data-testid="receive-address">
        {address}
      </p>
      <Button variant="secondary" icon={<CopyIcon />} onClick={copy} data-autofocus="">
        Copy address
      </Button>
      <section className="al-section" aria-labelledby={networksId}>
        <h3 id={networksId} className="al-section-title">
          Networks
        </h3>
        <p className="al-muted al-receive-note">
          Send only assets on these networks to this address.
        </p>
        <ul className="al-receive-networks" aria-labelledby={networksId}>
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="al-receive-network">
              <NetworkImage network={network} size={24} />
              <span>{network.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
