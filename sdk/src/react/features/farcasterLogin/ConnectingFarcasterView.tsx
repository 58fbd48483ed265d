import { useEffect, useRef } from 'react'
import { isMobile } from '../../../core/platform/isMobile'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { CopyIcon } from '../../ui/icons'
import { QrCode } from '../../ui/QrCode'
import { Spinner } from '../../ui/Spinner'
import { useQrMatrix } from '../../ui/useQrMatrix'
import { useStore } from '../../useStore'
import { openRedirect } from '../connect/openRedirect'
import { SocialIcon } from '../socialLogin/socialIcons'

/**
 * 'ConnectingFarcaster' (SPEC §2): the sign-in URL as a QR code to scan with the
 * Farcaster app, an "Open Farcaster" link (on a phone the app opens by itself, once,
 * as a WalletConnect deep link does) and "Copy link", while the frame waits for the
 * user's approval; then the wallet being set up. Cancel ends the attempt; a failed
 * preparation says why and Try again asks anew.
 */
export function ConnectingFarcasterView() {
  const instance = useAirlockInstance()
  const { chains, socialLogin, toast } = instance.stores
  const status = useStore(socialLogin, (state) =>
    state.provider === 'farcaster' ? state.status : 'idle',
  )
  const error = useStore(socialLogin, (state) => state.error)
  // The auth namespace's account holds it while the attempt waits (SPEC §3 farcasterUrl).
  const url = useStore(
    chains,
    (state) =>
      Object.values(state.chains).find((chain) => chain.account.farcasterUrl)?.account.farcasterUrl,
  )
  const matrix = useQrMatrix(url)
  const mobile = isMobile()
  const started = useRef(false)
  const opened = useRef<string | undefined>(undefined)

  // Opened without a click (open({ view: 'ConnectingFarcaster' })): the view starts the attempt.
  useEffect(() => {
    if (started.current || socialLogin.getState().provider === 'farcaster') return
    started.current = true
    instance.connectFarcaster().catch(() => {})
  }, [instance, socialLogin])

  // On a phone the app takes the link in place; only the first URL, a retry's is a click away.
  useEffect(() => {
    if (!mobile || !url || opened.current) return
    opened.current = url
    openRedirect({ href: url, target: '_self' })
  }, [mobile, url])

  async function copy(): Promise<void> {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast.getState().showSuccess('Link copied')
    } catch {
      toast.getState().showError('Could not copy the link')
    }
  }

  const tryAgain = () => instance.connectFarcaster().catch(() => {})
  const cancel = () => void instance.cancelFarcaster()

  if (status === 'failed')
    return (
      <div className="al-view al-connecting" data-state="failed">
        <div className="al-connecting-image">
          <SocialIcon provider="farcaster" size={64} />
        </div>
        <div className="al-connecting-text" role="alert">
          <h3 className="al-heading al-error-text">Farcaster sign-in did not start</h3>
          {error && <p className="al-field-error al-connecting-error">{error}</p>}
        </div>
        <Button variant="primary" onClick={tryAgain}>
          Try again
        </Button>
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </div>
    )

  if (status === 'connecting')
    return (
      <div className="al-view al-connecting" data-state="waiting">
        <div className="al-connecting-image">
          <SocialIcon provider="farcaster" size={64} />
        </div>
        <div className="al-connecting-text" role="status">
          <h3 className="al-heading">Setting up your wallet</h3>
          <p className="al-lead">Signed in with Farcaster; your wallet is almost ready</p>
        </div>
      </div>
    )

  return (
    <div className="al-view al-receive al-wc" data-state="waiting">
      <div className="al-qr-frame al-wc-qr">
        {matrix && url ? (
          <>
            <QrCode matrix={matrix} label="Farcaster sign-in QR code" />
            <span className="al-wc-qr-icon">
              <SocialIcon provider="farcaster" size={44} />
            </span>
          </>
        ) : (
          <span className="al-skeleton al-qr-skeleton">
            <Spinner label="Preparing Farcaster sign-in" />
          </span>
        )}
      </div>
      <p className="al-lead">
        {mobile
          ? 'Approve the sign-in in the Farcaster app'
          : 'Scan this QR code with your phone to sign in with Farcaster'}
      </p>
      <div role="status" className="al-wc-waiting">
        <Spinner />
        <span>{url ? 'Waiting for Farcaster' : 'Preparing Farcaster sign-in'}</span>
      </div>
      {url && (
        <Button onClick={() => openRedirect({ href: url, target: mobile ? '_self' : '_blank' })}>
          Open Farcaster
        </Button>
      )}
      <Button variant="secondary" onClick={() => void copy()} disabled={!url}>
        <CopyIcon /> Copy link
      </Button>
      <Button variant="secondary" onClick={cancel}>
        Cancel
      </Button>
    </div>
  )
}
