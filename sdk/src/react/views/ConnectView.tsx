import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@airlock/protocol'
import { type FormEvent, useRef, useState } from 'react'
import { useAirlockInstance } from '../AirlockContext'
import { Button } from '../components/Button'
import { Input } from '../components/Input'
import { MailIcon, ShieldIcon } from '../components/icons'
import { errorMessage } from '../errorMessage'
import { useStore } from '../useStore'

/** Connect: email login now; the wallets section below fills in with the wallet connectors. */
export function ConnectView() {
  const instance = useAirlockInstance()
  const loading = useStore(instance.stores.modal, (state) => state.loading)
  const emailEnabled = useStore(instance.stores.options, (state) => state.features.email)
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
    <div className="al-view al-connect">
      {emailEnabled && (
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
            data-autofocus=""
            onChange={(event) => {
              setEmail(event.target.value)
              if (error) setError(undefined)
            }}
          />
          <Button type="submit" loading={loading}>
            Continue
          </Button>
        </form>
      )}
      {/* Filled by the wallet connectors (injected, WalletConnect…) in a later step. */}
      <section className="al-wallets" data-testid="wallets" />
      <p className="al-footnote">
        <ShieldIcon size={14} />
        Your keys never touch this page
      </p>
    </div>
  )
}
