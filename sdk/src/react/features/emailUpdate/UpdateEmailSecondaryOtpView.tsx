import { useAirlockInstance } from '../../AirlockContext'
import { useStore } from '../../useStore'
import { EmailCodeStep } from '../emailLogin/EmailCodeStep'

/** The email change's last code: the one sent to the new address. */
export function UpdateEmailSecondaryOtpView() {
  const instance = useAirlockInstance()
  const newEmail = useStore(instance.stores.router, (state) => state.data?.newEmail)
  return (
    <EmailCodeStep
      lead={
        <>
          Enter the 6-digit code we sent to the new address
          <br />
          <strong data-testid="otp-email">{newEmail ?? 'your new email'}</strong>
        </>
      }
      onVerify={(otp) => instance.verifyUpdateEmailSecondaryOtp(otp)}
    />
  )
}
