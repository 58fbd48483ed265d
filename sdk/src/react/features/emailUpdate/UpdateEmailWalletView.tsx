import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@airlock/protocol'
import { type FormEvent, useRef } from 'react'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { Input } from '../../ui/Input'
import { MailIcon } from '../../ui/icons'
import { useStore } from '../../useStore'

/**
 * 'UpdateEmailWallet': the new address. Continue hands it to the secure frame, which
 * asks the user on its own card (the core shows it over ApproveTransaction) before
 * any code is mailed. What was typed, and why a try failed, live in the core's
 * emailUpdate store, so the form comes back with both after the card.
 */
export function UpdateEmailWalletView() {
  const instance = useAirlockInstance()
  const { emailUpdate } = instance.stores
  const draft = useStore(emailUpdate, (state) => state.draft)
  const error = useStore(emailUpdate, (state) => state.error)
  const pending = useStore(emailUpdate, (state) => state.pending)
  const current = useStore(instance.stores.chains, (state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account.user?.email : undefined,
  )
  const field = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    const value = draft.trim()
    // Checked here too, so a typo costs no frame round trip.
    if (!isValidEmail(value)) {
      emailUpdate.getState().failed(EMAIL_INVALID_MESSAGE)
      field.current?.focus()
      return
    }
    // The core keeps the error for the form; the next view (or this one again) shows the outcome.
    await instance.updateEmail(value).catch(() => field.current?.focus())
  }

  return (
    <form className="al-view al-email-form" noValidate onSubmit={submit}>
      {current && (
        <p className="al-lead">
          This wallet signs in with <strong data-testid="current-email">{current}</strong>
        </p>
      )}
      <Input
        ref={field}
        label="New email"
        type="email"
        name="email"
        placeholder="New email"
        autoComplete="email"
        icon={<MailIcon />}
        value={draft}
        error={error}
        data-autofocus=""
        onChange={(event) => emailUpdate.getState().setDraft(event.target.value)}
      />
      <Button type="submit" loading={pending}>
        Continue
      </Button>
      <p className="al-footnote">
        You approve the change in the secure wallet, then confirm a code sent to each address.
      </p>
    </form>
  )
}
