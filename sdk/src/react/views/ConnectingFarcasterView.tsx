import { useEffect, useState } from 'react'
import { useAirlockInstance } from '../AirlockContext'
import { Button } from '../components/Button'
import { SocialIcon } from '../components/socialIcons'
import { errorMessage } from '../errorMessage'

type FarcasterStep =
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; message: string }

const isWebUrl = (url: string) => /^https?:\/\//i.test(url)

/**
 * Sign In With Farcaster, as far as this SDK goes today: it asks the frame for the
 * sign-in URL (GET_FARCASTER_URI) and shows the frame's answer — the link, or the
 * frame's error (a secure site without Farcaster says so). Finishing the sign-in
 * (CONNECT_FARCASTER, the QR code) is not built yet.
 */
export function ConnectingFarcasterView() {
  const instance = useAirlockInstance()
  const [step, setStep] = useState<FarcasterStep>({ state: 'loading' })
  const [tries, setTries] = useState(0)

  useEffect(() => {
    void tries
    let live = true
    setStep({ state: 'loading' })
    instance.connector.getFarcasterUri().then(
      (url) => {
        if (!live) return
        setStep(
          isWebUrl(url)
            ? { state: 'ready', url }
            : { state: 'failed', message: 'The secure site gave no valid Farcaster URL' },
        )
      },
      (error: unknown) => {
        if (live) setStep({ state: 'failed', message: errorMessage(error) })
      },
    )
    return () => {
      live = false
    }
  }, [instance, tries])

  return (
    <div
      className="al-view al-connecting"
      data-state={step.state === 'failed' ? 'failed' : 'waiting'}
    >
      <div className="al-connecting-image">
        <SocialIcon provider="farcaster" size={64} />
      </div>
      <div className="al-connecting-text">
        {step.state === 'loading' && (
          <div role="status">
            <h3 className="al-heading">Preparing Farcaster sign-in</h3>
          </div>
        )}
        {step.state === 'ready' && (
          <div role="status">
            <h3 className="al-heading">Continue in Farcaster</h3>
            <p className="al-lead">
              <a className="al-link" href={step.url} target="_blank" rel="noopener noreferrer">
                Open the sign-in link
              </a>
            </p>
            <p className="al-lead al-muted">
              Finishing a Farcaster sign-in here is not available yet.
            </p>
          </div>
        )}
        {step.state === 'failed' && (
          <div role="alert">
            <h3 className="al-heading al-error-text">Farcaster sign-in is unavailable</h3>
            <p className="al-field-error al-connecting-error">{step.message}</p>
          </div>
        )}
      </div>
      {step.state === 'failed' && (
        <Button variant="secondary" onClick={() => setTries((count) => count + 1)}>
          Try again
        </Button>
      )}
    </div>
  )
}
