import { OTP_TTL_S } from '@airlock/protocol'
import { type ReactNode, useId, useRef, useState } from 'react'
import { errorMessage } from '../../errorMessage'
import { OtpInput } from '../../ui/OtpInput'
import { emptyOtp } from '../../ui/otpValue'
import { Spinner } from '../../ui/Spinner'

/** What a step's footer may do with the code boxes above it. */
export interface CodeStepControls {
  verifying: boolean
  /** Shows a message in the boxes' error slot, or empties it. */
  setError(message: string | undefined): void
  /** Empties the boxes and the error. */
  clear(): void
}

/**
 * One email code step (sign-in, or either step of an email change): what the code is
 * for, six boxes checked as soon as the sixth digit lands, and the frame's message
 * under them when it is refused (the boxes empty, the first one focused again).
 */
export function EmailCodeStep({
  lead,
  onVerify,
  footer,
}: {
  lead: ReactNode
  onVerify(otp: string): Promise<unknown>
  footer?: ((controls: CodeStepControls) => ReactNode) | undefined
}) {
  const [code, setCode] = useState(emptyOtp)
  const [error, setError] = useState<string>()
  const [verifying, setVerifying] = useState(false)
  const errorId = useId()
  const boxes = useRef<HTMLDivElement>(null)

  async function verify(otp: string): Promise<void> {
    setVerifying(true)
    setError(undefined)
    try {
      // On success the core moves to the next step and this one goes away.
      await onVerify(otp)
    } catch (failure) {
      setError(errorMessage(failure))
      setCode(emptyOtp())
      boxes.current?.querySelector('input')?.focus()
    } finally {
      setVerifying(false)
    }
  }

  return (
    <div className="al-view al-otp-view">
      <p className="al-lead">{lead}</p>
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
      {footer?.({
        verifying,
        setError,
        clear: () => {
          setCode(emptyOtp())
          setError(undefined)
        },
      })}
    </div>
  )
}
