import { validateName } from '@airlock/protocol'
import { type FormEvent, useId, useRef, useState } from 'react'
import { NAME_ZONE } from '../../../core/features/names/namesZone'
import { useAirlockInstance } from '../../AirlockContext'
import { Button } from '../../ui/Button'
import { CheckIcon } from '../../ui/icons'
import { onListArrowKeys } from '../../ui/listArrowKeys'
import { useStore } from '../../useStore'
import { nameDraft } from './nameDraft'
import { useNameSuggestions } from './useNameSuggestions'

const RULE = 'Letters, digits and hyphens, at least 4 characters.'

/** `Ada` → `ada.airlock.id`, as the names service stores it. */
const inZone = (label: string) => `${label.toLowerCase()}.${NAME_ZONE}`

/** `ada.airlock.id` → `ada`. */
const labelOf = (name: string) =>
  name.toLowerCase().endsWith(`.${NAME_ZONE}`) ? name.slice(0, -NAME_ZONE.length - 1) : name

/**
 * 'RegisterAccountName': type a name (SPEC §5 rule, shared-protocol's
 * messages), see whether it is free and what else is, and register it. The
 * wallet signs (the embedded wallet through ApproveTransaction); the core then
 * shows RegisterAccountNameSuccess, or comes back here with the toast
 * 'Error registering name {name}'.
 */
export function RegisterAccountNameView() {
  const instance = useAirlockInstance()
  const draft = nameDraft(instance)
  const [value, setValue] = useState(draft.value)
  const [submitted, setSubmitted] = useState(false)
  const loading = useStore(instance.names.store, (state) => state.loading)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const ruleId = useId()
  const errorId = useId()
  const suggestionsId = useId()

  const label = value.trim()
  const invalid = validateName(label)
  // The rule's message once there is something to judge: nothing typed is no error until Register.
  const shownError = invalid && (label !== '' || submitted) ? invalid : undefined
  const { suggestions, checking } = useNameSuggestions(label)
  const full = inZone(label)
  const own = suggestions.find((suggestion) => suggestion.name === full)
  const others = suggestions.filter(
    (suggestion) => suggestion.name !== full && !suggestion.registered,
  )
  const taken = own?.registered === true
  const busy = loading && draft.pending

  if (!instance.names.available) {
    return (
      <div className="al-view">
        <p className="al-lead">Names aren't available here.</p>
      </div>
    )
  }

  function change(next: string): void {
    draft.value = next
    setValue(next)
  }

  async function register(event: FormEvent): Promise<void> {
    event.preventDefault()
    setSubmitted(true)
    if (invalid || taken || busy) {
      input.current?.focus()
      return
    }
    draft.pending = true
    try {
      await instance.names.registerName(label)
      draft.value = ''
    } catch {
      // The core showed 'Error registering name {name}' and brought this view back.
    } finally {
      draft.pending = false
    }
  }

  return (
    <form className="al-view al-name-form" onSubmit={register} noValidate>
      <p className="al-lead">A name others can send to instead of your address.</p>
      <div className={shownError ? 'al-field al-field-invalid' : 'al-field'}>
        <label className="al-visually-hidden" htmlFor={inputId}>
          Name
        </label>
        <div className="al-input-wrap">
          <input
            ref={input}
            id={inputId}
            className="al-input al-name-input"
            value={value}
            placeholder="Choose a name"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus=""
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${errorId} ${ruleId}` : ruleId}
            onChange={(event) => change(event.target.value)}
          />
          <span className="al-name-zone" aria-hidden="true">
            .{NAME_ZONE}
          </span>
        </div>
        {shownError && (
          <p id={errorId} className="al-field-error" role="alert">
            {shownError}
          </p>
        )}
        <p id={ruleId} className="al-field-hint al-muted">
          {RULE}
        </p>
      </div>
      <p className="al-name-status" role="status" data-testid="name-status">
        {!invalid &&
          (checking ? (
            'Checking…'
          ) : own ? (
            taken ? (
              <span className="al-name-taken">{full} is taken</span>
            ) : (
              <span className="al-name-free">
                <CheckIcon /> {full} is available
              </span>
            )
          ) : null)}
      </p>
      {others.length > 0 && (
        <div className="al-name-suggestions">
          <h3 id={suggestionsId} className="al-section-title">
            Suggestions
          </h3>
          <ul
            className="al-suggestion-list"
            aria-labelledby={suggestionsId}
            onKeyDown={onListArrowKeys}
          >
            {others.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="al-suggestion"
                  onClick={() => {
                    change(labelOf(suggestion.name))
                    input.current?.focus()
                  }}
                >
                  <span>{suggestion.name}</span> <span className="al-muted">Available</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" loading={busy} disabled={taken}>
        Register
      </Button>
    </form>
  )
}
