import { useRef } from 'react'
import type { SocialProvider } from '../../../core/connectors/auth/authConnector'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { useStore } from '../../useStore'
import { SOCIAL_NAMES, SocialIcon } from './socialIcons'

/**
 * A social login under way (SPEC §2): the popup at the provider, then the wallet being
 * set up; Cancel ends it. When the popup looks closed while the frame still waits (the
 * user closed it, or a provider page cut it off from this page) it says so and keeps
 * waiting. When it failed (popup blocked or closed early, the provider's refusal,
 * another browser) it says why, and Try again opens a new popup from its own click.
 */
export function ConnectingSocialView() {
  const instance = useAirlockInstance()
  const { router, socialLogin } = instance.stores
  const routed = useStore(router, (state) => state.data?.socialProvider)
  const current = useStore(socialLogin, (state) => state.provider)
  const status = useStore(socialLogin, (state) => state.status)
  const error = useStore(socialLogin, (state) => state.error)
  const windowClosed = useStore(socialLogin, (state) => state.windowClosed)
  const text = useRef<HTMLDivElement>(null)
  const shown = current ?? routed
  const provider = shown === 'farcaster' ? undefined : shown
  const name = provider ? SOCIAL_NAMES[provider] : 'your account'

  function tryAgain(social: SocialProvider): void {
    // The button goes away while waiting: keep focus in the view, on what it now says.
    text.current?.focus()
    instance.connectSocial(social).catch(() => {})
  }

  const waiting = status === 'waiting' || status === 'connecting'
  return (
    <div className="al-view al-connecting" data-state={waiting ? 'waiting' : 'failed'}>
      <div className="al-connecting-image">
        {provider && <SocialIcon provider={provider} size={64} />}
      </div>
      <div ref={text} className="al-connecting-text" tabIndex={-1}>
        {waiting ? (
          <div role="status">
            <h3 className="al-heading">
              {status === 'connecting'
                ? 'Setting up your wallet'
                : windowClosed
                  ? `Finishing sign-in with ${name}`
                  : `Continue in ${name}`}
            </h3>
            <p className="al-lead">
              {status === 'connecting'
                ? `Signed in with ${name}; your wallet is almost ready`
                : windowClosed
                  ? 'The sign-in window closed. If you signed in, your wallet is ready in a moment; if not, cancel.'
                  : `Sign in with ${name} in the window that opened`}
            </p>
          </div>
        ) : (
          <div role="alert">
            <h3 className="al-heading al-error-text">Sign-in did not finish</h3>
            {error && <p className="al-field-error al-connecting-error">{error}</p>}
          </div>
        )}
      </div>
      {!waiting && provider && (
        <Button variant="primary" onClick={() => tryAgain(provider)}>
          Try again
        </Button>
      )}
      {status !== 'connecting' && (
        <Button variant="secondary" onClick={() => void instance.cancelSocial()}>
          Cancel
        </Button>
      )}
    </div>
  )
}
