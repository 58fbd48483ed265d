import { OTP_TTL_S } from '@airlock/protocol'
import { useId, useRef, useState } from 'react'
import { useAirlockInstance } from '../AirlockContext'
import { OtpInput } from '../components/OtpInput'
import { emptyOtp } from '../components/otpValue'
import { Spinner } from '../components/Spinner'
import { errorMessage } from '../errorMessage'
import { useEmailCooldown } from '../useEmailCooldown'
import { useStore } from '../useStore'

/** The code step: six boxes, checked as soon as the sixth digit lands; resend after the cooldown. */
export function EmailVerifyOtpView() {
  const instance = useAirlockInstance()
  const email = useStore(instance.stores.router, (state) => state.data?.email)
  const [code, setCode] = useState(emptyOtp)
  const [error, setError] = useState<string>()
  const [verifying, setVerifying] = useState(false)
  const [resending, setResending] = useState(false)
  const cooldown = useEmailCooldown(instance)
  const errorId = useId()
  const boxes = useRef<HTMLDivElement>(null)

  async function verify(otp: string): Promise<void> {
    setVerifying(true)
    setError(undefined)
    try {
      // On success the core routes to Account and this view goes away.
      await instance.verifyOtp(otp)
    } catch (failure) {
      setError(errorMessage(failure))
      setCode(emptyOtp())
      boxes.current?.querySelector('input')?.focus()
    } finally {
      setVerifying(false)
    }
  }

  async function resend(): Promise<void> {
    if (!email) return
    setResending(true)
    setError(undefined)
    try {
      await instance.connectEmail(email)
      setCode(emptyOtp())
      instance.stores.toast.getState().showSuccess('A new code is on its way')
    } catch (failure) {
      // The cooldown says 'Please try again after N seconds'.
      setError(errorMessage(failure))
    } finally {
      setResending(false)
    }
  }

  return (
    <div className="al-view al-otp-view">
      <p className="al-lead">
        Enter the 6-digit code we sent to
        <br />
        <strong data-testid="otp-email">{email ?? 'your email'}</strong>
      </p>
      <div ref={boxes}>
        <OtpInput
          value={code}
          onChange={(next) => {
            setCode(next)
            if (error) setError(undefined)
          }}
          onComplete={verify}
          busy={verifying}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      </div>
      <div className="al-otp-status">
        {verifying ? (
          <span className="al-muted al-inline">
            <Spinner size={14} /> Verifying…
          </span>
        ) : error ? (
          <p id={errorId} className="al-field-error" role="alert">
            {error}
          </p>
        ) : (
          <span className="al-muted">
            The code expires in {Math.round(OTP_TTL_S / 60)} minutes.
          </span>
        )}
      </div>
      <p className="al-resend">
        <span className="al-muted">Didn't get it?</span>
        <button
          type="button"
          className="al-link"
          disabled={cooldown > 0 || resending || verifying}
          onClick={resend}
        >
          {cooldown > 0 ? `Resend code in ${cooldown}s` : resending ? 'Sending…' : 'Resend code'}
        </button>
      </p>
    </div>
  )
}
