import { useState } from 'react'
import { useAirlockInstance } from '../../AirlockContext'
import { errorMessage } from '../../errorMessage'
import { useStore } from '../../useStore'
import { EmailCodeStep } from './EmailCodeStep'
import { useEmailCooldown } from './useEmailCooldown'

/** The code step: six boxes, checked as soon as the sixth digit lands; resend after the cooldown. */
export function EmailVerifyOtpView() {
  const instance = useAirlockInstance()
  const email = useStore(instance.stores.router, (state) => state.data?.email)
  const [resending, setResending] = useState(false)
  const cooldown = useEmailCooldown(instance)

  return (
    <EmailCodeStep
      lead={
        <>
          Enter the 6-digit code we sent to
          <br />
          <strong data-testid="otp-email">{email ?? 'your email'}</strong>
        </>
      }
      // On success the core routes to Account and this view goes away.
      onVerify={(otp) => instance.verifyOtp(otp)}
      footer={({ verifying, setError, clear }) => {
        async function resend(): Promise<void> {
          if (!email) return
          setResending(true)
          setError(undefined)
          try {
            await instance.connectEmail(email)
            clear()
            instance.stores.toast.getState().showSuccess('A new code is on its way')
          } catch (failure) {
            // The cooldown says 'Please try again after N seconds'.
            setError(errorMessage(failure))
          } finally {
            setResending(false)
          }
        }
        return (
          <p className="al-resend">
            <span className="al-muted">Didn't get it?</span>
            <button
              type="button"
              className="al-link"
              disabled={cooldown > 0 || resending || verifying}
              onClick={resend}
            >
              {cooldown > 0
                ? `Resend code in ${cooldown}s`
                : resending
                  ? 'Sending…'
                  : 'Resend code'}
            </button>
          </p>
        )
      }}
    />
  )
}
