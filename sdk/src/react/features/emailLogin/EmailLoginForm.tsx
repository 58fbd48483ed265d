import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@airlock/protocol'
import { type FormEvent, memo, useRef, useState } from 'react'
import { useAirlockInstance } from '../../AirlockContext'
import { errorMessage } from '../../errorMessage'
import { Button } from '../../ui/Button'
import { Input } from '../../ui/Input'
import { MailIcon } from '../../ui/icons'
import { useStore } from '../../useStore'

/**
 * The Connect view's email login: field and Continue; the frame's error shows under the field.
 * Memoised: React rewrites an input's name and type at each render, so a Connect view
 * re-rendering for its wallets would otherwise touch the field after the first frame.
 */
export const EmailLoginForm = memo(function EmailLoginForm({ autoFocus }: { autoFocus: boolean }) {
  const instance = useAirlockInstance()
  const loading = useStore(instance.stores.modal, (state) => state.loading)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const field = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    const value = email.trim()
    // Checked here too, so a typo costs no frame round trip and no cooldown.
    if (!isValidEmail(value)) {
      setError(EMAIL_INVALID_MESSAGE)
      field.current?.focus()
      return
    }
    setError(undefined)
    try {
      await instance.connectEmail(value)
    } catch (failure) {
      setError(errorMessage(failure))
      field.current?.focus()
    }
  }

  return (
    <form className="al-email-form" noValidate onSubmit={submit}>
      <Input
        ref={field}
        label="Email"
        type="email"
        name="email"
        placeholder="Email"
        autoComplete="email"
        icon={<MailIcon />}
        value={email}
        error={error}
        data-autofocus={autoFocus ? '' : undefined}
        onChange={(event) => {
          setEmail(event.target.value)
          if (error) setError(undefined)
        }}
      />
      <Button type="submit" loading={loading}>
        Continue
      </Button>
    </form>
  )
})
