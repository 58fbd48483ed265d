import { useAirlockInstance } from '../../AirlockContext'
import { useStore } from '../../useStore'
import { EmailCodeStep } from '../emailLogin/EmailCodeStep'

/** The email change's first code: the one sent to the address the wallet has now. */
export function UpdateEmailPrimaryOtpView() {
  const instance = useAirlockInstance()
  const email = useStore(instance.stores.router, (state) => state.data?.email)
  const newEmail = useStore(instance.stores.router, (state) => state.data?.newEmail)
  return (
    <EmailCodeStep
      lead={
        <>
          To move this wallet to <strong>{newEmail ?? 'the new address'}</strong>, enter the 6-digit
          code we sent to <strong data-testid="otp-email">{email ?? 'your email'}</strong>
        </>
      }
      onVerify={(otp) => instance.verifyUpdateEmailPrimaryOtp(otp)}
    />
  )
}
