import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react'
import { fillOtp, isOtpComplete, type OtpValue } from './otpValue'

export interface OtpInputProps {
  value: OtpValue
  onChange(value: string[]): void
  /** Called once the last empty box gets its digit: the view submits on it. */
  onComplete?: ((code: string) => void) | undefined
  /** While the code is being checked: the boxes keep focus but take no input. */
  busy?: boolean | undefined
  invalid?: boolean | undefined
  /** The id of the message that explains an invalid code. */
  describedBy?: string | undefined
}

/** Six one-digit boxes. Typing moves forward, Backspace on an empty box moves back, paste fills. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  busy,
  invalid,
  describedBy,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  function focusBox(index: number): void {
    const box = boxes.current[index]
    box?.focus()
    box?.select()
  }

  function apply(next: string[], focus: number): void {
    onChange(next)
    focusBox(focus)
    if (!isOtpComplete(value) && isOtpComplete(next)) onComplete?.(next.join(''))
  }

  function onInput(index: number, text: string): void {
    if (text === '') {
      const next = [...value]
      next[index] = ''
      onChange(next)
      return
    }
    // The box holds a digit and the caret sat beside it: keep only the newly typed one.
    const previous = value[index] ?? ''
    const typed = previous && text.length === 2 ? text.replace(previous, '') || previous : text
    const { value: next, focus } = fillOtp(value, index, typed)
    apply(next, focus)
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault()
      const next = [...value]
      next[index - 1] = ''
      onChange(next)
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight' && index < value.length - 1) {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>): void {
    event.preventDefault()
    if (busy) return
    const { value: next, focus } = fillOtp(value, index, event.clipboardData.getData('text'))
    apply(next, focus)
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and borders the boxes do not want
    <div
      className="al-otp"
      role="group"
      aria-label="Verification code"
      aria-describedby={describedBy}
    >
      {value.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions, never reordered
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className="al-otp-box"
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${value.length}`}
          aria-invalid={invalid || undefined}
          data-autofocus={index === 0 ? '' : undefined}
          readOnly={busy}
          aria-busy={busy || undefined}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  )
}
